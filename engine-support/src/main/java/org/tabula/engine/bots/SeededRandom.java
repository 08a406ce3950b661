package org.tabula.engine.bots;

import java.util.SplittableRandom;

/**
 * The random source of one choice of a bot, drawn from the bot's seed and a key of the position alone: so the same
 * seed and position give the same choice whatever was asked before, and no ambient randomness is read.
 */
public final class SeededRandom {

    private SeededRandom() {
    }

    /** A generator for one choice; {@code positionKey} is the game's own mix of its position (and ply). */
    public static SplittableRandom of(long seed, long positionKey) {
        return new SplittableRandom(seed ^ positionKey);
    }
}
