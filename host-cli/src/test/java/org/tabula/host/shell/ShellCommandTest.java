package org.tabula.host.shell;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.inject.Injector;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntSupplier;
import org.jline.terminal.Terminal;
import org.jline.terminal.impl.ExternalTerminal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.host.command.Cli;
import org.tabula.host.testing.FakeConsole;
import org.tabula.host.testing.TestHost;

class ShellCommandTest {

    @TempDir
    Path dir;

    /** A shell on JLine's dumb terminal, its lines typed in advance; the commands write to the test host's console. */
    private String shell(TestHost host, Path history, String... lines) throws IOException {
        Injector injector = host.injector("shell");
        ShellCommand command = injector.getInstance(ShellCommand.class);
        ByteArrayOutputStream screen = new ByteArrayOutputStream();
        byte[] typed = (String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8);
        try (Terminal terminal = new ExternalTerminal("test", "xterm", new ByteArrayInputStream(typed), screen,
                StandardCharsets.UTF_8)) {
            JLineInput input = new JLineInput(terminal, command.completer(), history);
            Cli cli = injector.getInstance(Cli.class);
            new Shell(input, cli::run, host.console().out(), host.console().err()).run();
        }
        return screen.toString(StandardCharsets.UTF_8);
    }

    @Test
    void manyCommands_twoGames_aBadOne_andTheShellGoesOnToExit() throws IOException {
        TestHost host = TestHost.create();

        String screen = shell(host, dir.resolve("history"),
                "moves morris", "perft checkers 2", "mvoes morris", "moves 'no such game'", "games", "exit",
                "moves morris");

        FakeConsole console = host.console();
        assertThat(screen).contains("tabula> ");
        assertThat(console.output()).contains("a1", "checkers", "morris");
        // The usage errors said, each with its exit code, and no stack trace; the line after exit never ran.
        assertThat(console.errors()).contains("Unmatched argument", "exit 2").doesNotContain("\tat ");
        assertThat(console.output().split("\n", -1)).filteredOn("a1"::equals).hasSize(1);
    }

    @Test
    void theHistory_isWrittenToItsFile_andTheNextShellHasIt() throws IOException {
        Path history = dir.resolve("data").resolve("history");

        shell(TestHost.create(), history, "moves morris", "games");
        TestHost second = TestHost.create();
        // Ctrl-P (the up arrow of emacs keys), then Enter: the last line of the first shell, run again.
        shell(second, history, "\u0010", "exit");

        assertThat(Files.readAllLines(history)).anyMatch(line -> line.endsWith("moves morris"))
                .anyMatch(line -> line.endsWith("games"));
        assertThat(second.console().output()).contains("Nine Men's Morris").doesNotContain("a1");
    }

    @Test
    void aCommandThatOnlyTheEndOfTheShellCanStop_endsTheShell_withItsCode_andTheHistoryKept() {
        List<String> lines = new ArrayList<>(List.of("perft morris 9", "games"));
        boolean[] closed = {false};
        ShellInput input = new ShellInput() {
            @Override
            public Optional<String> readLine(String prompt) {
                return lines.isEmpty() ? Optional.empty() : Optional.of(lines.remove(0));
            }

            @Override
            public int run(IntSupplier command) {
                throw new ShellEnds(JLineInput.STOPPED);
            }

            @Override
            public void close() {
                closed[0] = true;
            }
        };
        FakeConsole console = TestHost.create().console();

        int code = new Shell(input, args -> 0, console.out(), console.err()).run();

        assertThat(code).isEqualTo(JLineInput.STOPPED);
        assertThat(lines).as("no line read after it").containsExactly("games");
        assertThat(closed[0]).isTrue();
        assertThat(console.errors()).doesNotContain("internal error");
    }

    @Test
    void redirectedLines_runWithoutATerminal_andServeIsRefused() {
        TestHost.Run run = TestHost.create().typing("moves morris", "serve", "perft morris 1", "quit")
                .run("shell");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("a1");
        assertThat(run.err()).contains("tabula serve: runs until stopped", "exit 2");
    }

    @Test
    void help_namesTheShell_andSaysHowToLeave() {
        TestHost.Run run = TestHost.create().typing("help").run("shell");

        assertThat(run.out()).contains("shell", Shell.HELP_NOTE);
    }

    @Test
    void theCompleter_offersCommands_thenGames_thenTheCommandsOptions() {
        ShellCompleter completer = TestHost.create().injector("shell").getInstance(ShellCommand.class).completer();

        assertThat(completer.candidates(List.of(""), 0)).contains("moves", "play", "shell", "exit");
        assertThat(completer.candidates(List.of("moves", ""), 1)).contains("morris", "checkers", "royal-ur");
        assertThat(completer.candidates(List.of("moves", "morris", "--"), 2)).contains("--position", "--json");
        assertThat(completer.candidates(List.of("play", "morris", "--"), 2)).contains("--white");
    }
}
