package org.tabula.host.shell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.jline.terminal.Terminal;
import org.jline.terminal.Terminal.Signal;
import org.jline.terminal.impl.ExternalTerminal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Ctrl-C while a command runs ends the command, never the shell. */
class JLineInputTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream screen = new ByteArrayOutputStream();

    private Terminal terminal(String typed) throws IOException {
        return new ExternalTerminal("test", "xterm", new ByteArrayInputStream(typed.getBytes(StandardCharsets.UTF_8)),
                screen, StandardCharsets.UTF_8);
    }

    private JLineInput input(Terminal terminal) {
        return input(terminal, JLineInputTest::stop);
    }

    private JLineInput input(Terminal terminal, Consumer<Thread> stopper) {
        return new JLineInput(terminal, new ShellCompleter(List.of(), Map.of(), List.of()),
                dir.resolve("history"), stopper);
    }

    @SuppressWarnings({"deprecation", "removal"})
    private static void stop(Thread thread) {
        thread.stop();
    }

    /** What a command did when Ctrl-C was pressed once it had started. */
    private int runPressingCtrlC(Supplier<Integer> command) throws IOException {
        return runPressingCtrlC(command, JLineInputTest::stop);
    }

    private int runPressingCtrlC(Supplier<Integer> command, Consumer<Thread> stopper) throws IOException {
        try (Terminal terminal = terminal("")) {
            CountDownLatch started = new CountDownLatch(1);
            Thread press = new Thread(() -> {
                try {
                    started.await();
                } catch (InterruptedException e) {
                    return;
                }
                terminal.raise(Signal.INT);
            });
            press.setDaemon(true);
            press.start();
            return input(terminal, stopper).run(() -> {
                started.countDown();
                return command.get();
            });
        }
    }

    @Test
    void aCommandThatHeedsNoInterrupt_isStopped_withExitCode130() throws IOException {
        assumeTrue(Runtime.version().feature() < 20, "Java 20 and later cannot stop a thread (see the test below)");
        int code = runPressingCtrlC(() -> {
            long spins = 0;
            while (spins >= 0) {
                spins++;
            }
            return (int) spins;
        });

        assertThat(code).isEqualTo(JLineInput.STOPPED);
        assertThat(screen.toString(StandardCharsets.UTF_8)).contains("tabula: stopped (Ctrl-C)");
    }

    @Test
    void whereJavaCannotStopAThread_theShellEndsWithTheCommand() {
        AtomicBoolean released = new AtomicBoolean();
        try {
            ShellEnds end = catchThrowableOfType(ShellEnds.class, () -> runPressingCtrlC(() -> {
                while (!released.get()) {
                    Thread.onSpinWait();
                }
                return 0;
            }, thread -> {
                throw new UnsupportedOperationException();
            }));

            assertThat(end.code()).isEqualTo(JLineInput.STOPPED);
            assertThat(screen.toString(StandardCharsets.UTF_8)).contains("tabula: stopped (Ctrl-C); Java "
                    + Runtime.version().feature() + " cannot stop one command alone, so the shell ends with it");
        } finally {
            released.set(true);
        }
    }

    @Test
    void aCommandThatHeedsTheInterrupt_endsItsOwnWay() throws IOException {
        int code = runPressingCtrlC(() -> {
            try {
                new CountDownLatch(1).await();
                return 0;
            } catch (InterruptedException e) {
                return 7;
            }
        });

        assertThat(code).isEqualTo(7);
    }

    /** Ctrl-C at the prompt is tried at a real terminal (.ci/shell-in-terminal): this terminal raises it apart. */
    @Test
    void ctrlDOnAnEmptyLine_leaves() throws IOException {
        try (Terminal terminal = terminal("games\n\u0004")) {
            JLineInput input = input(terminal);

            assertThat(input.readLine("tabula> ")).contains("games");
            assertThat(input.readLine("tabula> ")).isEmpty();
        }
    }
}
