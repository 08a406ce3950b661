package org.tabula.host.command;

import com.google.inject.Injector;
import picocli.CommandLine;

/**
 * The whole command line of {@code tabula}, made through Guice: every command, mixin and the side options of the
 * games the injector has bound. For what reads the commands without running them, such as the completion script
 * and man page generators.
 */
public final class CommandModel {

    private CommandModel() {
    }

    /** {@code tabula} and its subcommands, as {@link Cli} builds them for a run. */
    public static CommandLine of(Injector injector) {
        return new CommandLine(TabulaCommand.class, new GuiceFactory(injector));
    }
}
