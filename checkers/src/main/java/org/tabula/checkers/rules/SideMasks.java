package org.tabula.checkers.rules;

import org.tabula.checkers.model.Squares;

/**
 * What a whole side can do, found a set of squares at a time: whether it has a jump and how many steps it has,
 * by shifting the bitboard masks of its pieces one diagonal at once.
 *
 * <p>{@link Core} asks these on its hottest paths (every position perft reaches, every ending test), where
 * walking piece by piece through the step tables would cost a loop per piece. The masks come in as plain
 * {@code int}s and nothing is allocated, so the calls cost what the shifts cost once inlined.
 */
final class SideMasks {

    /** Rows 0, 2, 4 and 6 (ranks 8, 6, 4, 2), whose dark squares are on files b, d, f and h. */
    private static final int EVEN_ROWS = 0x0F0F0F0F;
    /** Rows 1, 3, 5 and 7, whose dark squares are on files a, c, e and g. */
    private static final int ODD_ROWS = 0xF0F0F0F0;
    /** The first square of every row (b8, a7, b6, ...). */
    private static final int FIRST_COLUMN = 0x11111111;
    /** The last square of every row (h8, g7, h6, ...). */
    private static final int LAST_COLUMN = 0x88888888;

    private SideMasks() {
    }

    /**
     * True when the side to move has a jump: {@code own} its pieces, {@code theirs} the other side's,
     * {@code kings} the kings of both, {@code turn} the side to move (0 black, 1 white).
     */
    static boolean canJump(int own, int theirs, int kings, int turn) {
        int empty = ~(own | theirs);
        int down = downMovers(own, kings, turn);
        int up = upMovers(own, kings, turn);
        return (downLeft(downLeft(down) & theirs) & empty | downRight(downRight(down) & theirs) & empty
                | upLeft(upLeft(up) & theirs) & empty | upRight(upRight(up) & theirs) & empty) != 0;
    }

    /** How many steps the side to move has, jumps aside, given the pieces as {@link #canJump} takes them. */
    static int countSteps(int own, int theirs, int kings, int turn) {
        int empty = ~(own | theirs);
        int down = downMovers(own, kings, turn);
        int up = upMovers(own, kings, turn);
        return Integer.bitCount(downLeft(down) & empty) + Integer.bitCount(downRight(down) & empty)
                + Integer.bitCount(upLeft(up) & empty) + Integer.bitCount(upRight(up) & empty);
    }

    /** The pieces of the side to move that move down the board: black's all, white's kings. */
    private static int downMovers(int own, int kings, int turn) {
        return turn == 0 ? own : own & kings;
    }

    /** The pieces of the side to move that move up the board: white's all, black's kings. */
    private static int upMovers(int own, int kings, int turn) {
        return turn == 1 ? own : own & kings;
    }

    // Whole sets of squares moved one step at once, by shifting the mask: within a row the index goes up by one
    // square, and a row down is four squares on, less or more one by the row's parity. Squares whose step would
    // leave the board are masked off first.

    private static int downLeft(int squares) {
        return (squares & EVEN_ROWS) << 4 | (squares & ODD_ROWS & ~FIRST_COLUMN) << 3;
    }

    private static int downRight(int squares) {
        return (squares & EVEN_ROWS & ~LAST_COLUMN) << 5 | (squares & ODD_ROWS) << 4;
    }

    private static int upLeft(int squares) {
        return (squares & EVEN_ROWS) >>> 4 | (squares & ODD_ROWS & ~FIRST_COLUMN) >>> 5;
    }

    private static int upRight(int squares) {
        return (squares & EVEN_ROWS & ~LAST_COLUMN) >>> 3 | (squares & ODD_ROWS) >>> 4;
    }
}
