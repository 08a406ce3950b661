package org.tabula.morris.family;

import org.tabula.morris.rules.PerftWalker.Bulk;

/**
 * Perft over the family's rules: the number of move sequences of a depth, a move that closes a mill counted once
 * for each man it may take and a finished game (by any ending, the draws included) having no moves, as the seed's
 * perft counts.
 */
public final class FamilyPerft {

    private FamilyPerft() {
    }

    /** Perft walked on the immutable states, every ending judged at every node: the reference walk. */
    public static long perft(FamilyState state, int depth) {
        checkDepth(depth);
        if (depth == 0) {
            return 1;
        }
        long total = 0;
        for (FamilyMove move : state.moves()) {
            total += perft(state.after(move), depth - 1);
        }
        return total;
    }

    /**
     * The same count walked on masks, the last two plies counted in bulk where that is exact and the last ply
     * elsewhere, from a position with no earlier positions to repeat: many times faster, for the figures and the
     * tools.
     */
    public static long fast(FamilyPosition position, int depth) {
        return fast(position, depth, Bulk.LAST_TWO_PLIES);
    }

    /** The walk on masks counting as much in bulk as {@code bulk} says (as the seed's walker), for the benchmarks. */
    public static long fast(FamilyPosition position, int depth, Bulk bulk) {
        checkDepth(depth);
        return new MaskWalk(position.rules(), depth, bulk).count(position, depth);
    }

    /**
     * The count a game standing at this state gives: the walk on masks when no earlier position can repeat (the
     * walk knows none before its start), else the walk on states, which carries the game's own.
     */
    public static long of(FamilyState state, int depth) {
        return state.beginsRepeats() ? fast(state.position(), depth) : perft(state, depth);
    }

    private static void checkDepth(int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("a perft depth is 0 or more, not " + depth);
        }
    }
}
