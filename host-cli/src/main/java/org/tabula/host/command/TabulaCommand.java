package org.tabula.host.command;

import com.google.inject.Inject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.tabula.host.shell.ShellCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * The top command, {@code tabula}: holds the options every command shares and, alone, prints its usage.
 *
 * <p>Each command is a class of its own, listed in {@link #COMMANDS} and made by Guice. They are not picocli's
 * {@code subcommands} attribute, which would make every one of them for every run: {@link CommandModel} adds all of
 * them for the usage, the help and the generators, and only the one named for a run of it.
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
        footer = {"", "Exit codes: 0 done, 1 a game text was refused, 2 a usage error, 70 an internal error "
                + "(--debug shows its stack trace)."})
public final class TabulaCommand implements Runnable {

    /** The commands, in the order the usage lists them. */
    static final List<Class<?>> COMMANDS = List.of(
            GamesCommand.class, PlayCommand.class, ReplayCommand.class, MovesCommand.class, ShowCommand.class,
            PerftCommand.class, MatchCommand.class, SolveCommand.class, ServeCommand.class, ShellCommand.class,
            HelpCommand.class);

    @Spec
    private CommandSpec spec;

    /**
     * The folder named, already read by the wiring before this parse (the games must be bound before the commands
     * are made, their side options depending on them); declared here for the help, and checked: a folder that is
     * not there is a mistake on the command line, not a folder with no games.
     */
    @Option(
            names = "--plugins",
            paramLabel = "DIR",
            scope = ScopeType.INHERIT,
            description = "Load the plugin jars of this folder instead of the default ones (the plugins folder "
                    + "beside the launcher, and those in TABULA_PLUGINS).")
    void plugins(Path folder) {
        if (folder == null || Files.isDirectory(folder)) {
            return;
        }
        throw new ParameterException(spec.commandLine(), "--plugins " + folder + ": "
                + (Files.exists(folder) ? "not a folder" : "there is no such folder"));
    }

    @Option(
            names = InternalFailure.DEBUG,
            scope = ScopeType.INHERIT,
            description = "On an internal error (exit 70), print its stack trace too.")
    private boolean debug;

    @Inject
    TabulaCommand() {
    }

    /** {@code tabula} alone: the usage, on standard output. */
    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
