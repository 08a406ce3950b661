package org.tabula.host.play;

import java.io.PrintWriter;
import java.util.List;
import org.tabula.api.Match;
import org.tabula.api.Side;

/**
 * Where a session shows the match and says what happened: scrolling lines for a file, a pipe or a dumb terminal,
 * or one screen drawn again in place on a terminal that can.
 */
interface PlayScreen {

    /** Where the session's sentences go (moves played, refusals, listings). */
    PrintWriter messages();

    /** The match changed (or the session began): the board, the state and what was said since. */
    void show(Match match);

    /** A line is about to be read: what was said since the board was drawn is shown with it. */
    void beforePrompt(Match match);

    /** A bot begins to think. */
    void thinking(Side side, String who);

    /**
     * Turns the board to be seen from the other side, or back.
     *
     * @return false when the game draws its board one way only
     */
    boolean flip(Match match);

    /** The line naming the game and its players, after they changed, in phrases a screen may fold it between. */
    void retitle(List<String> title);

    /** Lines shown beside the board after the match's own (the clocks), asked for each time it is drawn. */
    void extraLines(java.util.function.Supplier<List<String>> lines);

    /** The session ends: anything not yet shown is shown. */
    void close();
}
