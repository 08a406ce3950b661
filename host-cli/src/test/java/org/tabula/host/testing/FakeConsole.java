package org.tabula.host.testing;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import org.tabula.host.console.Console;
import org.tabula.host.console.TerminalAbilities;

/**
 * A console that records what is written and replays scripted input lines, echoing each after its prompt as a
 * terminal would, so that the output reads as the session looked.
 */
public final class FakeConsole implements Console {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private final PrintWriter outWriter = new PrintWriter(out, true);
    private final PrintWriter errWriter = new PrintWriter(err, true);
    private final Deque<String> input;
    private final boolean terminal;
    private final List<List<String>> completions = new ArrayList<>();
    private int width = WIDTH;
    private int height = HEIGHT;
    private TerminalAbilities abilities;
    private boolean interruptAtOnce;
    private boolean quiet;

    private FakeConsole(List<String> input, boolean terminal) {
        this.input = new ArrayDeque<>(input);
        this.terminal = terminal;
        // A typing person's terminal colours; redrawing in place is asked for by the tests that look at frames.
        this.abilities = terminal ? new TerminalAbilities(true, false) : TerminalAbilities.PLAIN;
    }

    /** A console with no input that is not a terminal, as in CI. */
    public static FakeConsole withoutInput() {
        return new FakeConsole(List.of(), false);
    }

    /** A terminal on which a person types these lines, then ends the input. */
    public static FakeConsole typing(String... lines) {
        return new FakeConsole(List.of(lines), true);
    }

    /** Redirected input holding these lines, as from a script or a pipe: no terminal, so no colour. */
    public static FakeConsole piped(String... lines) {
        return new FakeConsole(List.of(lines), false);
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
        return readLine(prompt, List.of());
    }

    @Override
    public Optional<String> readLine(String prompt, List<String> words) {
        completions.add(List.copyOf(words));
        outWriter.print(prompt);
        String line = input.poll();
        outWriter.println(line == null ? "" : line);
        return Optional.ofNullable(line);
    }

    @Override
    public boolean isTerminal() {
        return terminal;
    }

    /** This console with a terminal this many columns wide. */
    public FakeConsole withWidth(int columns) {
        this.width = columns;
        return this;
    }

    @Override
    public int width() {
        return width;
    }

    /** This console with a screen this many lines high. */
    public FakeConsole withHeight(int rows) {
        this.height = rows;
        return this;
    }

    @Override
    public int height() {
        return height;
    }

    /** This console with these abilities (a terminal that redraws, NO_COLOR, a dumb one). */
    public FakeConsole withAbilities(TerminalAbilities replacement) {
        this.abilities = replacement;
        return this;
    }

    @Override
    public TerminalAbilities abilities() {
        return abilities;
    }

    /** This console as if the person pressed Ctrl-C as soon as an interrupt handler is put in place. */
    public FakeConsole pressingCtrlCAtOnce() {
        this.interruptAtOnce = true;
        return this;
    }

    @Override
    public Registration onInterrupt(Runnable action) {
        if (interruptAtOnce) {
            interruptAtOnce = false;
            action.run();
        }
        return () -> { };
    }

    @Override
    public Registration quietInput() {
        quiet = true;
        return () -> quiet = false;
    }

    /** True while the keys typed would not show (a progress bar is drawn). */
    public boolean inputQuiet() {
        return quiet;
    }

    /** The words offered for completion at each prompt, in order. */
    public List<List<String>> completionsOffered() {
        return List.copyOf(completions);
    }

    /** The scripted lines not read. */
    public List<String> unread() {
        return List.copyOf(input);
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
