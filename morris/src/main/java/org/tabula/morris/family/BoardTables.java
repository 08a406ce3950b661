package org.tabula.morris.family;

import org.tabula.morris.model.MillBoard;

/**
 * The tables of one board that move generation reads at every node, as flat {@code int} arrays: each point's
 * neighbours, the mills, and for each point the other two points of every mill through it. Built once per board,
 * so a generator or a walk holds them in final fields rather than asking the board through its enum per node.
 */
final class BoardTables {

    /** Room for a point's pairs in {@link #pairs}: no point of any board lies in more than six mills. */
    private static final int PAIRS_PER_POINT = 8;
    private static final BoardTables[] OF_BOARD = new BoardTables[MillBoard.values().length];

    static {
        for (MillBoard board : MillBoard.values()) {
            OF_BOARD[board.ordinal()] = new BoardTables(board);
        }
    }

    /** Every point, as a mask. */
    final int all;
    /** Each point's neighbours along a line, as a mask; 32 long, so any point of an {@code int} mask reads it. */
    final int[] neighbours = new int[32];
    /** The mills, as masks. */
    final int[] mills;
    /**
     * For point {@code p}, from index {@code p * 8}: the other two points of each mill through it, as masks,
     * ended by a 0 (no mill is empty, so a 0 is never a pair).
     */
    final int[] pairs = new int[32 * PAIRS_PER_POINT];

    private BoardTables(MillBoard board) {
        this.all = board.all();
        this.mills = board.millMasks();
        for (int point = 0; point < board.points(); point++) {
            neighbours[point] = board.neighbours(point);
            int[] through = board.millsThrough(point);
            if (through.length >= PAIRS_PER_POINT) {
                throw new IllegalStateException(board + " has too many mills through point " + point);
            }
            for (int i = 0; i < through.length; i++) {
                pairs[point * PAIRS_PER_POINT + i] = through[i] & ~(1 << point);
            }
        }
    }

    /** The tables of a board. */
    static BoardTables of(MillBoard board) {
        return OF_BOARD[board.ordinal()];
    }

    /** True when {@code men} hold the other two points of a mill through {@code point}. */
    boolean completes(int men, int point) {
        for (int i = point * PAIRS_PER_POINT; pairs[i] != 0; i++) {
            int pair = pairs[i];
            if ((men & pair) == pair) {
                return true;
            }
        }
        return false;
    }

    /**
     * Of {@code movers}, the men whose step to {@code point} closes a mill of {@code men} through it: a mover
     * closes a mill whose other two points {@code men} hold unless it is one of those two.
     */
    int closingMovers(int men, int movers, int point) {
        int closing = 0;
        for (int i = point * PAIRS_PER_POINT; pairs[i] != 0; i++) {
            int pair = pairs[i];
            if ((men & pair) == pair) {
                closing |= movers & ~pair;
            }
        }
        return closing;
    }

    /** The points off {@code men} that would complete a mill of them: the third point of every mill holding two. */
    int closers(int men) {
        if (Integer.bitCount(men) < 2) {
            return 0;
        }
        int closers = 0;
        for (int mill : mills) {
            int rest = mill & ~men;
            // One point of the mill missing: rest is a single bit.
            closers |= (rest & rest - 1) == 0 ? rest : 0;
        }
        return closers;
    }

    /** The points of {@code men} that stand in a mill of {@code men}. */
    int menInMills(int men) {
        if (Integer.bitCount(men) < 3) {
            return 0;
        }
        int inMills = 0;
        for (int mill : mills) {
            inMills |= (men & mill) == mill ? mill : 0;
        }
        return inMills;
    }
}
