package org.tabula.host.shell;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.IntSupplier;
import org.jline.reader.Completer;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.Terminal.Signal;
import org.jline.terminal.Terminal.SignalHandler;

/**
 * The shell's lines read through JLine: line editing, Tab completion, and a history kept in a file, so that the
 * lines of one shell are there in the next. Ctrl-C at the prompt clears the line; Ctrl-D on an empty line ends.
 */
final class JLineInput implements ShellInput {

    /** The exit code of a command stopped by Ctrl-C, as a shell gives it (128 + SIGINT). */
    static final int STOPPED = 130;

    /** How long a command has to end after Ctrl-C before it is stopped. */
    private static final long GRACE_MILLIS = 1000;

    private final Terminal terminal;
    private final LineReader reader;
    private final Consumer<Thread> stopper;

    JLineInput(Terminal terminal, Completer completer, Path history) {
        this(terminal, completer, history, JLineInput::stop);
    }

    /**
     * An input whose commands, when Ctrl-C does not end them, are stopped by {@code stopper}, which throws
     * {@link UnsupportedOperationException} where the Java running it cannot stop a thread.
     */
    JLineInput(Terminal terminal, Completer completer, Path history, Consumer<Thread> stopper) {
        this.terminal = terminal;
        this.stopper = stopper;
        try {
            if (history.getParent() != null) {
                Files.createDirectories(history.getParent());
            }
        } catch (IOException e) {
            // No history kept then: JLine says nothing of a file it cannot write, nor do we stop the shell for it.
        }
        this.reader = LineReaderBuilder.builder()
                .terminal(terminal)
                .appName("tabula")
                .completer(completer)
                .variable(LineReader.HISTORY_FILE, history)
                // A move may hold a '!' (an annotation); it is never a history reference here.
                .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true)
                .option(LineReader.Option.HISTORY_IGNORE_SPACE, false)
                .build();
    }

    @Override
    public Optional<String> readLine(String prompt) {
        try {
            return Optional.of(reader.readLine(prompt));
        } catch (UserInterruptException e) {
            return Optional.of("");
        } catch (EndOfFileException e) {
            return Optional.empty();
        }
    }

    /**
     * Runs the command on a thread of its own, so that Ctrl-C meanwhile reaches it and not the shell: the thread is
     * interrupted, and, as no search of the games heeds an interrupt, stopped if it has not ended a second later.
     * A stopped command holds nothing the next one needs: the games are immutable values and each command line is
     * made afresh. Java 20 and later cannot stop a thread; there the shell ends, which ends the command with it.
     *
     * @throws ShellEnds when the command could not be stopped and goes on
     */
    @Override
    public int run(IntSupplier command) {
        AtomicInteger code = new AtomicInteger(STOPPED);
        Thread worker = new Thread(() -> {
            try {
                code.set(command.getAsInt());
            } catch (ThreadDeath stopped) {
                // Ctrl-C: said below.
            }
        }, "tabula-command");
        AtomicBoolean interrupted = new AtomicBoolean();
        SignalHandler before = terminal.handle(Signal.INT, signal -> {
            interrupted.set(true);
            worker.interrupt();
        });
        boolean ended;
        try {
            worker.start();
            ended = awaitOrStop(worker, interrupted);
        } finally {
            terminal.handle(Signal.INT, before);
        }
        if (!ended) {
            say("tabula: stopped (Ctrl-C); Java " + Runtime.version().feature() + " cannot stop one command alone,"
                    + " so the shell ends with it");
            throw new ShellEnds(STOPPED);
        }
        if (interrupted.get() && code.get() == STOPPED) {
            say("tabula: stopped (Ctrl-C)");
        }
        return code.get();
    }

    private void say(String line) {
        terminal.writer().println(line);
        terminal.writer().flush();
    }

    /** Waits for the command; after a Ctrl-C, a second more, then stops it. False when it could not be stopped. */
    private boolean awaitOrStop(Thread worker, AtomicBoolean interrupted) {
        while (worker.isAlive()) {
            join(worker);
            if (interrupted.get() && worker.isAlive()) {
                join(worker);
                if (worker.isAlive()) {
                    try {
                        stopper.accept(worker);
                    } catch (UnsupportedOperationException cannot) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    @SuppressWarnings({"deprecation", "removal"})
    private static void stop(Thread worker) {
        worker.stop();
    }

    /** Waits up to a second; the shell's own thread is never interrupted, but if it were it would only wait again. */
    private static void join(Thread worker) {
        try {
            worker.join(GRACE_MILLIS);
        } catch (InterruptedException e) {
            Thread.interrupted();
        }
    }

    @Override
    public void close() {
        try {
            reader.getHistory().save();
        } catch (IOException | UncheckedIOException e) {
            // The lines of this shell are lost to the next one; nothing else is.
        }
    }
}
