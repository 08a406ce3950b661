package org.tabula.host.command;

import com.google.inject.Inject;
import java.nio.file.Path;
import org.tabula.host.plugin.PluginFolders;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * The top command, {@code tabula}: holds the options every command shares and, alone, prints its usage.
 *
 * <p>Each command is a class of its own, listed here and made by Guice.
 */
@Command(
        name = "tabula",
        mixinStandardHelpOptions = true,
        versionProvider = HostVersion.class,
        description = {
            "Plays traditional board games in the terminal.",
            "Games are plugins: every game on the class path or in a plugins folder is found and offered; "
                    + "none is built in."
        },
        subcommands = {GamesCommand.class, SolveCommand.class, HelpCommand.class},
        footer = {"", "Exit codes: 0 done, 1 a game text was refused, 2 a usage error, 70 an internal error."})
public final class TabulaCommand implements Runnable {

    private final PluginFolders folders;

    @Spec
    private CommandSpec spec;

    @Inject
    TabulaCommand(PluginFolders folders) {
        this.folders = folders;
    }

    @Option(
            names = "--plugins",
            paramLabel = "DIR",
            scope = ScopeType.INHERIT,
            description = "Load the plugin jars of this folder instead of the default ones (the plugins folder "
                    + "beside the launcher, and those in TABULA_PLUGINS).")
    void plugins(Path folder) {
        folders.useOnly(folder);
    }

    /** {@code tabula} alone: the usage, on standard output. */
    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
