package org.tabula.host.command;

import com.google.inject.Inject;
import com.google.inject.Injector;
import java.io.PrintWriter;
import java.util.Set;
import org.tabula.api.TextFormatException;
import org.tabula.host.console.Console;
import org.tabula.api.Printable;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The command line of {@code tabula}: picocli over the Guice-made commands, help and listings to the console's
 * output, errors to its error stream, and the exit codes of {@link ExitCodes}.
 */
public final class Cli {

    /** picocli's standard help and version options, which the top command answers without the host. */
    private static final Set<String> HELP_OR_VERSION = Set.of("-h", "--help", "-V", "--version");

    private final Injector injector;
    private final Console console;

    @Inject
    Cli(Injector injector, Console console) {
        this.injector = injector;
        this.console = console;
    }

    /**
     * Parses the arguments, runs the command they name and returns its exit code.
     * A command line is made for each run, since picocli keeps the parsed values in the commands.
     */
    public int run(String... args) {
        CommandLine commandLine = CommandModel.forRun(injector, args);
        versionOnHelp(commandLine);
        return execute(commandLine, console, args);
    }

    /**
     * True for {@code tabula --help} or {@code --version} alone, which picocli answers before any plugin is loaded
     * or the injector made ({@link #answerWithoutHost}): they name no game.
     */
    public static boolean answersWithoutHost(String... args) {
        return args.length == 1 && HELP_OR_VERSION.contains(args[0]);
    }

    /**
     * Answers {@code --help} or {@code --version} without the host: the same text as through it, since the top
     * usage shows only the commands' names and descriptions.
     *
     * @return the exit code
     * @throws IllegalArgumentException for arguments that ask for more than {@link #answersWithoutHost} allows
     */
    public static int answerWithoutHost(String[] args, Console console) {
        if (!answersWithoutHost(args)) {
            throw new IllegalArgumentException("only the host can answer " + String.join(" ", args));
        }
        boolean version = args[0].equals("-V") || args[0].equals("--version");
        return execute(version ? versionOnly() : CommandModel.withAll(new UsageOnlyFactory()),
                console, args);
    }

    /** The top command with nothing but its help and version options: the version needs no command listed. */
    private static CommandLine versionOnly() {
        return new CommandLine(CommandSpec.create().name("tabula").mixinStandardHelpOptions(true)
                .versionProvider(new HostVersion()));
    }

    private static int execute(CommandLine commandLine, Console console, String... args) {
        commandLine.setOut(console.out());
        commandLine.setErr(console.err());
        commandLine.setColorScheme(Help.defaultColorScheme(console.abilities().colour() ? Help.Ansi.AUTO : Help.Ansi.OFF));
        commandLine.setParameterExceptionHandler(Cli::usageError);
        // Registered last, so that every command already made takes them.
        commandLine.registerConverter(Integer.class, AsciiNumber.ints());
        commandLine.registerConverter(int.class, AsciiNumber.ints());
        commandLine.registerConverter(Long.class, AsciiNumber.longs());
        commandLine.registerConverter(long.class, AsciiNumber.longs());
        commandLine.setExecutionExceptionHandler(Cli::internalError);
        try {
            return commandLine.execute(args);
        } catch (ThreadDeath stopped) {
            // The shell stopping a command at Ctrl-C: not a fault.
            throw stopped;
        } catch (Error fault) {
            // picocli's handlers take exceptions only; an Error (a stack overflow, out of memory) is a fault too.
            ParseResult parsed = commandLine.getParseResult();
            return InternalFailure.report(fault, failedCommand(commandLine, parsed),
                    InternalFailure.debugAsked(parsed), console.err());
        } finally {
            console.out().flush();
            console.err().flush();
        }
    }

    /** {@code tabula help --version} prints the version, as every other command does with {@code --version}. */
    private static void versionOnHelp(CommandLine commandLine) {
        CommandLine helpCommand = commandLine.getSubcommands().get("help");
        if (helpCommand == null) {
            // A run that names another command has no help command made.
            return;
        }
        CommandSpec help = helpCommand.getCommandSpec();
        help.versionProvider(new HostVersion());
        help.addOption(OptionSpec.builder("-V", "--version").versionHelp(true)
                .description("Print version information and exit.").build());
    }

    /** A usage error: the message and a pointer to the help, on standard error; no wall of usage. */
    private static int usageError(ParameterException e, String[] args) {
        CommandLine command = e.getCommandLine();
        PrintWriter err = command.getErr();
        String name = command.getCommandSpec().qualifiedName();
        // The message may quote the user's argument: its control characters are shown, not sent to the terminal.
        err.println(Printable.escape(name + ": " + e.getMessage()));
        UnmatchedArgumentException.printSuggestions(e, err);
        err.println("Try '" + name + " --help' for more information.");
        err.flush();
        return ExitCodes.USAGE;
    }

    /**
     * A game text refused (exit 1), said plainly; any other exception is a fault in the host or a plugin, said
     * in one line, with the stack trace for whoever fixes it when {@code --debug} asks for it.
     */
    private static int internalError(Exception e, CommandLine command, ParseResult parseResult) {
        PrintWriter err = command.getErr();
        if (e instanceof GameTextException || e instanceof TextFormatException) {
            // The message quotes the file's own line: its control characters are shown escaped.
            err.println(Printable.escape(command.getCommandSpec().qualifiedName() + ": " + e.getMessage()));
            err.flush();
            return ExitCodes.REFUSED;
        }
        return InternalFailure.report(e, command.getCommandSpec().qualifiedName(),
                InternalFailure.debugAsked(parseResult), err);
    }

    /** The name of the command the arguments reached, such as {@code tabula moves}; the top one if none was. */
    private static String failedCommand(CommandLine top, ParseResult parsed) {
        ParseResult deepest = parsed;
        while (deepest != null && deepest.subcommand() != null) {
            deepest = deepest.subcommand();
        }
        return (deepest != null ? deepest.commandSpec() : top.getCommandSpec()).qualifiedName();
    }
}
