package org.tabula.morris.rules;

/**
 * Perft walked on the make/unmake core ({@link Core#generate}, {@link Core#make}, {@link Core#unmake}): the path
 * the bots search, kept to cross-check the fast walker ({@link PerftWalker}) and to measure.
 */
public final class CorePerft {

    private CorePerft() {
    }

    /**
     * The move sequences of length {@code depth} from where the core stands, the moves of the last ply counted
     * with {@link Core#countMoves()} when {@code bulk} and made one by one when not. The core ends as it began.
     */
    public static long perft(Core core, int depth, boolean bulk) {
        return count(core, depth, bulk, new int[depth * Core.MAX_MOVES], 0);
    }

    private static long count(Core core, int depth, boolean bulk, int[] moves, int at) {
        if (depth == 0) {
            return 1;
        }
        if (core.overUnlessStuck()) {
            return 0;
        }
        if (depth == 1 && bulk) {
            return core.countMoves();
        }
        int n = core.generate(moves, at);
        long total = 0;
        for (int i = at; i < at + n; i++) {
            core.make(moves[i]);
            total += count(core, depth - 1, bulk, moves, at + n);
            core.unmake();
        }
        return total;
    }
}
