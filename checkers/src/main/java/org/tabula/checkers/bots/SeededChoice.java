package org.tabula.checkers.bots;

import java.util.SplittableRandom;
import org.tabula.checkers.rules.Core;

/** The random source of a bot's choice, drawn from the bot's seed and the position alone. */
final class SeededChoice {

    private SeededChoice() {
    }

    /** A generator seeded by the seed and the position, so the same seed and game give the same move. */
    static SplittableRandom random(long seed, Core core) {
        return new SplittableRandom(seed ^ core.hash() ^ (long) core.ply() << 40);
    }
}
