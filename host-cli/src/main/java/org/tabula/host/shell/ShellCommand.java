package org.tabula.host.shell;

import com.google.inject.Inject;
import com.google.inject.Injector;
import com.google.inject.Provider;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.tabula.host.command.Cli;
import org.tabula.host.command.CommandModel;
import org.tabula.host.command.DataFolder;
import org.tabula.host.console.Console;
import org.tabula.host.console.JLineConsole;
import org.tabula.host.core.plugin.InstalledGame;
import org.tabula.host.core.plugin.InstalledGames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code tabula shell}: one process for many commands and games. The plugins are found and the host wired once,
 * when the shell starts; every line then runs warm.
 */
@Command(
        name = "shell",
        mixinStandardHelpOptions = true,
        description = {
            "Runs tabula commands one a line at a 'tabula> ' prompt, in one process: no start-up after the first.",
            "A line is a tabula command line without the word tabula (moves morris, play royal-ur --dark bot:1, "
                    + "games, help); quotes work as in a shell. Tab completes commands, game ids and options; the "
                    + "lines are kept in a history file for the next shell. A command's exit code is shown when "
                    + "it is not 0, and the shell goes on. exit, quit or Ctrl-D leaves; Ctrl-C clears the line, "
                    + "or stops a running search that heeds it. 'serve' is refused in the shell (it runs until "
                    + "stopped). The games are those found when the shell started."
        },
        footer = {"", "Exit codes: 0 the shell was left, 2 a usage error."})
public final class ShellCommand implements Callable<Integer> {

    private final Provider<Cli> cli;
    private final Injector injector;
    private final InstalledGames games;
    private final Console console;
    private final DataFolder folders;

    @Option(names = "--history", paramLabel = "FILE", description = "The history file (default: history in "
            + "$TABULA_DATA, or in ~/.tabula).")
    private Path history;

    @Inject
    ShellCommand(Provider<Cli> cli, Injector injector, InstalledGames games, Console console, DataFolder folders) {
        this.cli = cli;
        this.injector = injector;
        this.games = games;
        this.console = console;
        this.folders = folders;
    }

    @Override
    public Integer call() {
        Path file = history != null ? history : folders.historyFile();
        return new Shell(input(file), args -> cli.get().run(args), console.out(), console.err()).run();
    }

    /** JLine on a terminal; plain lines, and no history, from a file or a pipe. */
    private ShellInput input(Path file) {
        if (!console.isTerminal()) {
            return new ConsoleInput(console);
        }
        // The console's own terminal when it has one: JLine opens one system terminal per process, and play reads
        // its moves through the console.
        try {
            Terminal terminal = console instanceof JLineConsole jline ? jline.sharedTerminal()
                    : TerminalBuilder.builder().system(true).build();
            return new JLineInput(terminal, completer(), file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the terminal", e);
        }
    }

    /** Made once: the commands' names and options, and the game ids. */
    ShellCompleter completer() {
        return ShellCompleter.of(CommandModel.of(injector), games.all().stream().map(InstalledGame::id).toList());
    }
}
