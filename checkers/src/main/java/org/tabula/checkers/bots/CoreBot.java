package org.tabula.checkers.bots;

import java.util.SplittableRandom;
import java.util.function.Function;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.checkers.rules.Core;
import org.tabula.checkers.rules.MoveCode;
import org.tabula.checkers.rules.MoveGenerator;
import org.tabula.engine.bots.RandomChoice;
import org.tabula.engine.bots.SeededBot;

/**
 * What the checkers bots share beside their level, seed and core ({@link SeededBot}): a random source drawn from
 * the seed and the position alone, mixed as checkers always mixed it.
 */
abstract class CoreBot extends SeededBot<Core> {

    CoreBot(BotLevel level, long seed, Function<Game, Core> cores) {
        super(level, seed, cores);
    }

    /** A generator seeded by the seed and the position, so the same seed and game give the same move. */
    final SplittableRandom random(Core core) {
        return random(seed(), core);
    }

    /** The generator of a bot with {@code seed} at the core's position. */
    static SplittableRandom random(long seed, Core core) {
        return new SplittableRandom(seed ^ key(core));
    }

    /** Any legal move, for the random bot, drawn from the position's key. */
    static RandomChoice anyMove(Core core) {
        long[] moves = MoveGenerator.legalMoves(core);
        return new RandomChoice(moves.length, i -> MoveCode.toMove(moves[i]), key(core));
    }

    /** The key every checkers bot draws from with its seed: the position's hash and the ply. */
    private static long key(Core core) {
        return core.hash() ^ (long) core.ply() << 40;
    }
}
