package org.tabula.morris.bots;

import org.tabula.morris.model.Points;
import org.tabula.morris.model.Position;
import org.tabula.morris.rules.Core;
import org.tabula.morris.rules.MoveCode;

/**
 * Zobrist keys of morris positions: a random 64-bit number for each man on each point, for each count of men in
 * hand and for black to move, XORed together, so that a move changes the key by the few numbers it touches.
 *
 * <p>The numbers are fixed (drawn once from a constant seed by SplitMix64), so keys are the same in every run.
 * Unlike {@link Core#key()}, the key tells positions apart by the men in hand too.
 */
public final class Zobrist {

    private static final long[][] MEN = new long[2][Points.COUNT];
    private static final long[][] HAND = new long[2][Position.MEN + 1];
    private static final long BLACK_TO_MOVE;

    static {
        long state = 0x7AB01A_5EEDL;
        for (int side = 0; side < 2; side++) {
            for (int point = 0; point < Points.COUNT; point++) {
                state += 0x9E3779B97F4A7C15L;
                MEN[side][point] = mix(state);
            }
            for (int count = 0; count <= Position.MEN; count++) {
                state += 0x9E3779B97F4A7C15L;
                HAND[side][count] = mix(state);
            }
        }
        state += 0x9E3779B97F4A7C15L;
        BLACK_TO_MOVE = mix(state);
    }

    private Zobrist() {
    }

    /** The key of the position a core stands at. */
    static long of(Core core) {
        long key = core.turn() == 1 ? BLACK_TO_MOVE : 0;
        for (int side = 0; side < 2; side++) {
            for (int rest = core.men(side); rest != 0; rest &= rest - 1) {
                key ^= MEN[side][Integer.numberOfTrailingZeros(rest)];
            }
            key ^= HAND[side][core.hand(side)];
        }
        return key;
    }

    /** The key after the side to move of {@code core} plays {@code move}, computed before it is made. */
    static long after(long key, Core core, int move) {
        int side = core.turn();
        int to = MoveCode.to(move);
        int from = MoveCode.from(move);
        int remove = MoveCode.remove(move);
        long next = key ^ BLACK_TO_MOVE ^ MEN[side][to];
        if (from < 0) {
            int hand = core.hand(side);
            next ^= HAND[side][hand] ^ HAND[side][hand - 1];
        } else {
            next ^= MEN[side][from];
        }
        if (remove >= 0) {
            next ^= MEN[side ^ 1][remove];
        }
        return next;
    }

    /** SplitMix64's finaliser: a well-mixed 64-bit number from any input. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
