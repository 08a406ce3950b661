package org.tabula.morris.model;

import java.util.Objects;

/**
 * A morris position as its six-field text holds it: the men on the points, the side to move, the men each side
 * has yet to place, the plies since a mill was last closed, and the plies played.
 *
 * <p>It holds no history: a game begun from a position has no earlier positions to repeat.
 *
 * @param white the points of white's men, as a mask (bit {@code p} for point {@code p})
 * @param black the points of black's men, as a mask
 * @param turn the side to move
 * @param whiteInHand the men white has yet to place
 * @param blackInHand the men black has yet to place
 * @param noMill the plies played since a mill was last closed
 * @param ply the plies played in the game so far
 */
public record Position(int white, int black, Colour turn, int whiteInHand, int blackInHand, int noMill, int ply) {

    /** The men each side has at the start. */
    public static final int MEN = 9;

    /**
     * The largest count of plies a position text may give, 999,999,999: a game begun there still has more than a
     * billion moves to play before a count could pass the largest {@code int}.
     */
    public static final int MAX_COUNT = 999_999_999;

    /** The empty board, white to move, nine men in each hand. */
    public static final Position START = new Position(0, 0, Colour.WHITE, MEN, MEN, 0, 0);

    /**
     * Checks that this could be a position: men only on points, no point held twice, no side with more than nine
     * men, and no negative count.
     */
    public Position {
        Objects.requireNonNull(turn, "turn");
        if ((white & ~Points.ALL) != 0 || (black & ~Points.ALL) != 0) {
            throw new IllegalArgumentException("men off the board");
        }
        if ((white & black) != 0) {
            throw new IllegalArgumentException("a point holds two men");
        }
        if (whiteInHand < 0 || blackInHand < 0 || noMill < 0 || ply < 0) {
            throw new IllegalArgumentException("a count is negative");
        }
        if (Integer.bitCount(white) + whiteInHand > MEN) {
            throw new IllegalArgumentException("white has more than nine men");
        }
        if (Integer.bitCount(black) + blackInHand > MEN) {
            throw new IllegalArgumentException("black has more than nine men");
        }
    }

    /** The men of a side on the board, as a mask. */
    public int men(Colour colour) {
        return colour == Colour.WHITE ? white : black;
    }

    /** The men a side has yet to place. */
    public int inHand(Colour colour) {
        return colour == Colour.WHITE ? whiteInHand : blackInHand;
    }

    /** The cell value of a point as the seed gives it: 1 for white, -1 for black, 0 for empty. */
    public int cell(int point) {
        int bit = 1 << point;
        return (white & bit) != 0 ? 1 : (black & bit) != 0 ? -1 : 0;
    }
}
