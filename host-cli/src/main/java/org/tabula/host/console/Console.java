package org.tabula.host.console;

import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;

/**
 * The terminal the host talks to: where output and errors go and where a person's lines come from.
 *
 * <p>Commands never touch {@code System.out}, {@code System.err} or {@code System.in}; tests bind a console that
 * records what was written and replays scripted input. On a terminal the lines are read through JLine (line
 * editing, history, tab completion); otherwise plainly, line by line, through the very same calls.
 */
public interface Console {

    /** Normal output: listings, boards, help. */
    PrintWriter out();

    /** Errors and warnings. */
    PrintWriter err();

    /**
     * Shows the prompt and reads one line, without its line end.
     *
     * @return the line, or empty at the end of the input
     */
    Optional<String> readLine(String prompt);

    /**
     * Shows the prompt and reads one line, offering the given words for tab completion where the console can.
     * A console that cannot complete reads the line as {@link #readLine(String)} does.
     *
     * @param completions the words the first word of the line may be completed to, such as the legal moves
     * @return the line, or empty at the end of the input (or when the person interrupts)
     */
    default Optional<String> readLine(String prompt, List<String> completions) {
        return readLine(prompt);
    }

    /** True when a person is at an interactive terminal, false when input or output is redirected. */
    boolean isTerminal();

    /**
     * True when the error stream is a terminal, where a progress bar may redraw itself; false when it goes to a
     * file or a pipe, where only whole lines belong.
     */
    default boolean errorsAreTerminal() {
        return isTerminal();
    }

    /**
     * Colour and redrawing in place, as the terminal and the person's environment allow ({@code NO_COLOR},
     * {@code TERM=dumb}); plain lines when the output is not a terminal.
     */
    default TerminalAbilities abilities() {
        return TerminalAbilities.PLAIN;
    }

    /** The lines a screen holds: the terminal's rows on a terminal, {@value #HEIGHT} otherwise. */
    default int height() {
        return HEIGHT;
    }

    /**
     * Runs the action when the person presses Ctrl-C while no line is being read (a bot thinking, say), until the
     * registration is closed; at the prompt Ctrl-C ends the input instead. A console with no terminal never runs it.
     */
    default Registration onInterrupt(Runnable action) {
        return () -> { };
    }

    /**
     * Keeps the keys typed from now on from showing, until the registration is closed: a progress bar redrawn in
     * place would mix with them. The keys wait, and the next line read begins with them. A console with no
     * terminal has nothing to keep quiet.
     */
    default Registration quietInput() {
        return () -> { };
    }

    /** An interrupt handler in place until closed. */
    @FunctionalInterface
    interface Registration extends AutoCloseable {
        /** Puts back what was there before. */
        @Override
        void close();
    }

    /** The width long lines are folded to: the terminal's columns on a terminal, {@value #WIDTH} otherwise. */
    default int width() {
        return WIDTH;
    }

    /** The width of a listing written to a file or a pipe, or where a terminal does not say its own. */
    int WIDTH = 80;

    /** The height of a screen that does not say its own. */
    int HEIGHT = 24;
}
