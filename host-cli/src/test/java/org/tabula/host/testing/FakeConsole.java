package org.tabula.host.testing;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import org.tabula.host.console.Console;

/** A console that records what is written and replays scripted input lines. */
public final class FakeConsole implements Console {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private final PrintWriter outWriter = new PrintWriter(out, true);
    private final PrintWriter errWriter = new PrintWriter(err, true);
    private final Deque<String> input;
    private final boolean terminal;

    private FakeConsole(List<String> input, boolean terminal) {
        this.input = new ArrayDeque<>(input);
        this.terminal = terminal;
    }

    /** A console with no input that is not a terminal, as in CI. */
    public static FakeConsole withoutInput() {
        return new FakeConsole(List.of(), false);
    }

    /** A terminal on which a person types these lines, then ends the input. */
    public static FakeConsole typing(String... lines) {
        return new FakeConsole(List.of(lines), true);
    }

    @Override
    public PrintWriter out() {
        return outWriter;
    }

    @Override
    public PrintWriter err() {
        return errWriter;
    }

    @Override
    public Optional<String> readLine(String prompt) {
        outWriter.print(prompt);
        return Optional.ofNullable(input.poll());
    }

    @Override
    public boolean isTerminal() {
        return terminal;
    }

    /** Everything written to the output, with line ends as \n. */
    public String output() {
        outWriter.flush();
        return out.toString().replace(System.lineSeparator(), "\n");
    }

    /** Everything written to the errors, with line ends as \n. */
    public String errors() {
        errWriter.flush();
        return err.toString().replace(System.lineSeparator(), "\n");
    }
}
