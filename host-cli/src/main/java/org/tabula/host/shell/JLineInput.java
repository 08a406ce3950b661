package org.tabula.host.shell;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
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

    private final Terminal terminal;
    private final LineReader reader;

    JLineInput(Terminal terminal, Completer completer, Path history) {
        this.terminal = terminal;
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

    /** While the command runs, Ctrl-C interrupts its thread: a command that heeds it stops, and the shell goes on. */
    @Override
    public int run(IntSupplier command) {
        Thread runner = Thread.currentThread();
        SignalHandler before = terminal.handle(Signal.INT, signal -> runner.interrupt());
        try {
            return command.getAsInt();
        } finally {
            terminal.handle(Signal.INT, before);
            // An interrupt the command did not take must not end the next one.
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
