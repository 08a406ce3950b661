package org.tabula.checkers.rules;

/**
 * The two draw rules a game is played with, as its options set them.
 *
 * @param noProgressMoves the moves of each side in a row with no capture and no man moved that draw the game; 0
 *     for never
 * @param repetition whether the same position with the same side to move for the third time draws the game
 */
public record DrawRules(int noProgressMoves, boolean repetition) {

    /** The no-progress limit by default: 40 moves of each side with no capture and no man moved. */
    public static final int DEFAULT_NO_PROGRESS_MOVES = 40;

    /** The rules by default: 40 moves each without progress, and the third repetition, draw. */
    public static final DrawRules DEFAULT = new DrawRules(DEFAULT_NO_PROGRESS_MOVES, true);

    /** Checks that the limit is 0 or more and small enough to count in plies. */
    public DrawRules {
        if (noProgressMoves < 0 || noProgressMoves > Integer.MAX_VALUE / 2) {
            throw new IllegalArgumentException("the no-progress limit is 0 (none) or a positive number of moves: "
                    + noProgressMoves);
        }
    }

    /** The no-progress limit in plies, both sides' moves counted. */
    public int noProgressPlies() {
        return noProgressMoves * 2;
    }
}
