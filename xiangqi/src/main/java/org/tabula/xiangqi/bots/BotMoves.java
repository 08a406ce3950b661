package org.tabula.xiangqi.bots;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.tabula.xiangqi.rules.Core;
import org.tabula.xiangqi.rules.LegalMoves;

/** What the bots share: the legal moves in a fixed order, and a random source drawn from the seed alone. */
final class BotMoves {

    private BotMoves() {
    }

    /** A generator for one choice, drawn from the seed and the position alone. */
    static SplittableRandom random(long seed, Core core) {
        long mixed = seed ^ Long.rotateLeft(core.hash() * 0x9E3779B97F4A7C15L, 23) ^ (long) core.ply() << 40;
        return new SplittableRandom(mixed);
    }

    /** The legal moves of the side to move, encoded, in a fixed order. */
    static int[] moves(Core core) {
        int[] buffer = new int[Core.MAX_MOVES];
        int[] moves = Arrays.copyOf(buffer, LegalMoves.generate(core, buffer, 0));
        Arrays.sort(moves);
        return moves;
    }
}
