package org.tabula.engine.search;

import java.util.OptionalInt;

/**
 * The end of the game a search score proves, for the searches that score a win {@code win} less the plies to it:
 * the plies to a win of the side to move (positive) or to its loss (negative).
 */
public final class ProvedEnd {

    private ProvedEnd() {
    }

    /**
     * The proved end of {@code score}, or empty for a judgement.
     *
     * @param win the score of a won position before the plies to it are taken off
     * @param within the most plies a proved end can be away in this search: beyond, a score is a judgement
     */
    public static OptionalInt of(int score, int win, int within) {
        if (score >= win - within && score < win) {
            return OptionalInt.of(win - score);
        }
        if (score <= -win + within && score > -win) {
            return OptionalInt.of(-(win + score));
        }
        return OptionalInt.empty();
    }
}
