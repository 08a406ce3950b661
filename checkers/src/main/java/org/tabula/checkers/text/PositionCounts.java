package org.tabula.checkers.text;

import org.tabula.api.TextFormatException;
import org.tabula.notation.Counts;
import org.tabula.notation.Token;

/** The two counts a position text or a record's start tags give: plies without progress and plies played. */
public final class PositionCounts {

    /** The largest count a position text gives: a billion plies, far more than any game, far less than an int. */
    public static final int MOST_PLIES = 1_000_000_000;

    private PositionCounts() {
    }

    /**
     * Reads a count of a position: a whole number up to {@link #MOST_PLIES}, so that no game played on from it
     * runs past what its counters hold.
     *
     * @throws TextFormatException at the token when it is not such a number
     */
    public static int read(Token token, String what) {
        return Counts.read(token, what, MOST_PLIES);
    }
}
