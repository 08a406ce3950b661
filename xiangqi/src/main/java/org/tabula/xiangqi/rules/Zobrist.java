package org.tabula.xiangqi.rules;

import org.tabula.xiangqi.model.Squares;

/**
 * The fixed random keys whose exclusive or makes a position's hash: one for each piece on each point, and one for
 * black to move. Drawn once from a fixed seed by SplitMix64, so every run hashes alike.
 */
public final class Zobrist {

    /** {@code PIECES[cell + 7][square]}: the key of the piece with that core cell value on that point. */
    public static final long[][] PIECES = new long[15][Squares.COUNT];
    /** The key added when black is to move. */
    public static final long BLACK_TO_MOVE;

    static {
        long state = 0x5851F42D4C957F2DL;
        for (long[] row : PIECES) {
            for (int i = 0; i < row.length; i++) {
                state += 0x9E3779B97F4A7C15L;
                row[i] = mix(state);
            }
        }
        BLACK_TO_MOVE = mix(state + 0x9E3779B97F4A7C15L);
    }

    private Zobrist() {
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
