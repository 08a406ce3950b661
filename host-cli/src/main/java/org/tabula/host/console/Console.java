package org.tabula.host.console;

import java.io.PrintWriter;
import java.util.Optional;

/**
 * The terminal the host talks to: where output and errors go and where a person's lines come from.
 *
 * <p>Commands never touch {@code System.out}, {@code System.err} or {@code System.in}; tests bind a console that
 * records what was written and replays scripted input.
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

    /** True when a person is at an interactive terminal, false when input or output is redirected. */
    boolean isTerminal();
}
