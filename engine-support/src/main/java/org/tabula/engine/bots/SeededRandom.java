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

    /**
     * A position key from a position's hash and its ply: the hash spread over the bits by the golden-ratio
     * multiplier and a rotation, the ply above bit 40, so near hashes and the same position at another ply draw
     * apart.
     */
    public static long spread(long hash, int ply) {
        return Long.rotateLeft(hash * 0x9E3779B97F4A7C15L, 23) ^ (long) ply << 40;
    }
}
