package org.tabula.host.console;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jline.builtins.Completers.FileNameCompleter;
import org.jline.reader.Candidate;
import org.jline.reader.Completer;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.ParsedLine;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Attributes;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * The console of a person at a terminal: lines are read through JLine, with line editing, a history to go back
 * through, and tab completion of the words the caller offers (the legal moves and the commands, in a game).
 *
 * <p>The terminal is opened on the first line read (or when a listing asks its width); opening it changes none
 * of its modes, reading a line does. Output and errors go to the process's streams, which are the same terminal.
 */
public final class JLineConsole implements Console {

    /** The exit code of a process Ctrl-C ends: 128 and SIGINT's number, as Java's own handler gives. */
    private static final int CTRL_C_EXIT = 130;

    /** The command whose argument is a file name, completed from the file system. */
    private static final String SAVE = "save";

    private final PrintWriter out;
    private final PrintWriter err;
    private final TerminalOpener opener;
    private final boolean errorsAreTerminal;
    private final TerminalAbilities abilities;
    private volatile List<String> completions = List.of();
    private Terminal terminal;
    private LineReader reader;

    /** How the terminal is opened, when the first line is read. */
    @FunctionalInterface
    interface TerminalOpener {
        /** The terminal to read from. */
        Terminal open() throws IOException;
    }

    JLineConsole(PrintWriter out, PrintWriter err, TerminalOpener opener, boolean errorsAreTerminal,
            TerminalAbilities abilities) {
        this.out = Objects.requireNonNull(out, "out");
        this.err = Objects.requireNonNull(err, "err");
        this.opener = Objects.requireNonNull(opener, "opener");
        this.errorsAreTerminal = errorsAreTerminal;
        this.abilities = Objects.requireNonNull(abilities, "abilities");
    }

    /** The console of this process, which must be at a terminal ({@code System.console()} is present). */
    public static JLineConsole system() {
        java.io.Console terminal = System.console();
        Charset charset = terminal != null ? terminal.charset() : Charset.defaultCharset();
        return new JLineConsole(
                new PrintWriter(new OutputStreamWriter(System.out, charset), true),
                new PrintWriter(new OutputStreamWriter(System.err, charset), true),
                () -> TerminalBuilder.builder().system(true).encoding(charset).build(),
                Terminals.errorIsTerminal(),
                TerminalAbilities.of(true, System.getenv()));
    }

    @Override
    public PrintWriter out() {
        return out;
    }

    @Override
    public PrintWriter err() {
        return err;
    }

    @Override
    public Optional<String> readLine(String prompt) {
        return readLine(prompt, List.of());
    }

    @Override
    public synchronized Optional<String> readLine(String prompt, List<String> words) {
        out.flush();
        err.flush();
        completions = List.copyOf(words);
        try {
            return Optional.of(reader().readLine(prompt));
        } catch (EndOfFileException | UserInterruptException e) {
            // Ctrl-D or Ctrl-C: the person is done, as at the end of redirected input.
            return Optional.empty();
        } finally {
            completions = List.of();
        }
    }

    @Override
    public boolean isTerminal() {
        return true;
    }

    @Override
    public boolean errorsAreTerminal() {
        return errorsAreTerminal;
    }

    @Override
    public TerminalAbilities abilities() {
        return abilities;
    }

    /** The terminal's rows, or the plain height when it does not say. */
    @Override
    public synchronized int height() {
        try {
            int rows = terminal().getHeight();
            return rows > 0 ? rows : HEIGHT;
        } catch (UncheckedIOException e) {
            return HEIGHT;
        }
    }

    /** Ctrl-C outside a prompt comes to the terminal as a signal: the action is its handler until closed. */
    @Override
    public synchronized Registration onInterrupt(Runnable action) {
        Terminal opened;
        try {
            opened = terminal();
        } catch (UncheckedIOException e) {
            return () -> { };
        }
        Terminal.SignalHandler before = opened.handle(Terminal.Signal.INT, signal -> action.run());
        return () -> opened.handle(Terminal.Signal.INT, before);
    }

    /**
     * The terminal's echo off until closed, then its modes as they were; the keys wait for the next line read.
     * Ctrl-C meanwhile turns the echo back on first, so that a person's terminal is never left without it.
     */
    @Override
    public synchronized Registration quietInput() {
        Terminal opened;
        try {
            opened = terminal();
        } catch (UncheckedIOException e) {
            return () -> { };
        }
        Attributes before = opened.getAttributes();
        Attributes quiet = new Attributes(before);
        quiet.setLocalFlag(Attributes.LocalFlag.ECHO, false);
        Terminal.SignalHandler[] previous = new Terminal.SignalHandler[1];
        previous[0] = opened.handle(Terminal.Signal.INT, signal -> {
            opened.setAttributes(before);
            interrupted(previous[0], signal);
        });
        opened.setAttributes(quiet);
        return () -> {
            synchronized (this) {
                opened.handle(Terminal.Signal.INT, previous[0]);
                opened.setAttributes(before);
            }
        };
    }

    /**
     * What Ctrl-C did before the echo was turned off: the handler then in place, or, where there was none, Java's
     * own ending (exit code 130), which the process's signal would have given had the terminal not been opened.
     */
    private static void interrupted(Terminal.SignalHandler previous, Terminal.Signal signal) {
        if (previous == null || previous == Terminal.SignalHandler.SIG_DFL) {
            System.exit(CTRL_C_EXIT);
        } else if (previous != Terminal.SignalHandler.SIG_IGN) {
            previous.handle(signal);
        }
    }

    /** The terminal's columns, or the plain width when it does not say (a dumb terminal says 0). */
    @Override
    public synchronized int width() {
        try {
            int columns = terminal().getWidth();
            return columns > 0 ? columns : WIDTH;
        } catch (UncheckedIOException e) {
            return WIDTH;
        }
    }

    /**
     * The terminal this console reads from, opened now if it is not yet: for another line reader in the same
     * process, such as the shell's, since JLine opens one system terminal per process.
     *
     * @throws UncheckedIOException when the terminal cannot be opened
     */
    public synchronized Terminal sharedTerminal() {
        return terminal();
    }

    private Terminal terminal() {
        if (terminal == null) {
            try {
                terminal = opener.open();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot open the terminal", e);
            }
        }
        return terminal;
    }

    private LineReader reader() {
        if (reader == null) {
            reader = LineReaderBuilder.builder()
                    .terminal(terminal())
                    .appName("tabula")
                    .completer(new WordCompleter())
                    // JLine's own parser escapes a space in a completion ("2:\ hand-c1"), which no game reads.
                    .parser(new WholeLineParser(SAVE))
                    // A move may hold a '!' (an annotation); it is never a history reference here.
                    .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true)
                    // A move completes from its beginning only: a guess at a mistyped move could play another.
                    .option(LineReader.Option.COMPLETE_MATCHER_TYPO, false)
                    .option(LineReader.Option.COMPLETE_MATCHER_CAMELCASE, false)
                    .build();
        }
        return reader;
    }

    /** Completes the first word from the words offered, and the file name after {@code save}. */
    private final class WordCompleter implements Completer {

        private final Completer files = new FileNameCompleter();

        @Override
        public void complete(LineReader lineReader, ParsedLine line, List<Candidate> candidates) {
            if (line.wordIndex() == 0) {
                for (String word : completions) {
                    candidates.add(new Candidate(word));
                }
            } else if (line.wordIndex() == 1 && SAVE.equals(line.words().get(0)) && completions.contains(SAVE)) {
                files.complete(lineReader, line, candidates);
            }
        }
    }
}
