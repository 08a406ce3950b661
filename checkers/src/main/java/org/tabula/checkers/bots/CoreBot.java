package org.tabula.checkers.bots;

import java.util.SplittableRandom;
import java.util.function.Function;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.checkers.rules.Core;
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
        return new SplittableRandom(seed() ^ core.hash() ^ (long) core.ply() << 40);
    }
}
