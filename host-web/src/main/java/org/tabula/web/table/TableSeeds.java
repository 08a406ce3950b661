package org.tabula.web.table;

import java.util.SplittableRandom;

/**
 * The generators a table draws from, each made from the table's seed and a number by a mixing function, so that
 * a table replays exactly after a restart and no two throws share a sequence (as {@code seed + n} would: throw
 * n+1 of one table would be throw n of the table whose seed is one more).
 */
final class TableSeeds {

    private TableSeeds() {
    }

    /** The generator of the table's {@code n}-th throw, counting from 0. */
    static SplittableRandom forThrow(long seed, int n) {
        return new SplittableRandom(mix(seed, 0x5448524f57L, n));
    }

    /** The seed of the bot playing side number {@code sideIndex}. */
    static long forBot(long seed, int sideIndex) {
        return mix(seed, 0x424f54L, sideIndex);
    }

    /** The seed of the bot that analyses a ply of the table (its best move there, the same each time asked). */
    static long forAnalysis(long seed, int ply) {
        return mix(seed, 0x48494e54L, ply);
    }

    /** Three values into one, each through MurmurHash3's 64-bit finaliser. */
    static long mix(long seed, long purpose, long n) {
        return fmix(fmix(seed ^ fmix(purpose)) + fmix(n + 0x9e3779b97f4a7c15L));
    }

    private static long fmix(long value) {
        long h = value;
        h ^= h >>> 33;
        h *= 0xff51afd7ed558ccdL;
        h ^= h >>> 33;
        h *= 0xc4ceb9fe1a85ec53L;
        h ^= h >>> 33;
        return h;
    }
}
