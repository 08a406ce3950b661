package org.tabula.xiangqi.bots;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.tabula.engine.bots.RandomChoice;
import org.tabula.engine.bots.SeededRandom;
import org.tabula.xiangqi.rules.Core;
import org.tabula.xiangqi.rules.LegalMoves;
import org.tabula.xiangqi.rules.MoveCode;

/** What the bots share: the legal moves in a fixed order, and a random source drawn from the seed alone. */
final class BotMoves {

    private BotMoves() {
    }

    /** A generator for one choice, drawn from the seed and the position alone. */
    static SplittableRandom random(long seed, Core core) {
        return SeededRandom.of(seed, key(core));
    }

    /** The key the bots draw from: the position's hash, spread, and the ply. */
    static long key(Core core) {
        return SeededRandom.spread(core.hash(), core.ply());
    }

    /** The legal moves of the side to move, encoded, in a fixed order. */
    static int[] moves(Core core) {
        int[] buffer = new int[Core.MAX_MOVES];
        int[] moves = Arrays.copyOf(buffer, LegalMoves.generate(core, buffer, 0));
        Arrays.sort(moves);
        return moves;
    }

    /** Any legal move, for the random bot, drawn from the position's key. */
    static RandomChoice anyMove(Core core) {
        int[] moves = moves(core);
        return new RandomChoice(moves.length, i -> MoveCode.toMove(moves[i]), key(core));
    }
}
