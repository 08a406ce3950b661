package org.tabula.checkers.bots;

import java.util.SplittableRandom;
import java.util.function.Function;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.checkers.rules.Core;

/**
 * What the checkers bots share: their level, their seed, the core of the game they are asked about (which only
 * the game's package can reach, so it hands them the way), and a random source drawn from the seed alone.
 */
abstract class CoreBot implements Bot {

    private final BotLevel level;
    private final long seed;
    private final Function<Game, Core> cores;

    CoreBot(BotLevel level, long seed, Function<Game, Core> cores) {
        this.level = level;
        this.seed = seed;
        this.cores = cores;
    }

    @Override
    public final BotLevel level() {
        return level;
    }

    /** An independent core standing where the game stands; refuses a game that is not checkers or is over. */
    final Core core(Game game) {
        return cores.apply(game);
    }

    /** A generator seeded by the seed and the position, so the same seed and game give the same move. */
    final SplittableRandom random(Core core) {
        return new SplittableRandom(seed ^ core.hash() ^ (long) core.ply() << 40);
    }
}
