package org.tabula.morris.rules;

import org.tabula.morris.model.Points;

/**
 * Legal move generation on masks: the moves of a side from its men, the enemy's men, and whether it places or
 * flies, written as encoded moves ({@link MoveCode}) or only counted. {@link Core#generate} and
 * {@link Core#countMoves} hand it their state; kept apart from the core's making and unmaking of moves. Static and
 * allocation-free, so the core's callers pay nothing for the split.
 */
final class MoveGenerator {

    private MoveGenerator() {
    }

    /**
     * Writes the legal moves of a side with men {@code own} against {@code theirs} into {@code out} from
     * {@code at}, in the game's fixed order: placements by point, steps by from then to, each capture once per man
     * it may take, by that man's point.
     *
     * @param placing the side has men in hand, so it places
     * @param fly the side moves its men to any empty point
     * @return how many were written; 0 when the side has no move
     */
    static int generate(int own, int theirs, boolean placing, boolean fly, int[] out, int at) {
        int empty = Points.ALL & ~(own | theirs);
        // The men a mill may take are worked out at the first move that closes one: most positions have none.
        int takeable = -1;
        int n = at;
        if (placing) {
            for (int rest = empty; rest != 0; rest &= rest - 1) {
                int to = Integer.numberOfTrailingZeros(rest);
                if (PointTables.closes(own, to)) {
                    takeable = takeable < 0 ? Mills.takeable(Mills.dual(theirs)) : takeable;
                    n = emit(out, n, -1, to, takeable);
                } else {
                    out[n++] = to;
                }
            }
            return n - at;
        }
        for (int movers = own; movers != 0; movers &= movers - 1) {
            int from = Integer.numberOfTrailingZeros(movers);
            int stay = own & ~(1 << from);
            int base = (from + 1) << 5;
            int reach = fly ? empty : PointTables.neighbours(from) & empty;
            for (int targets = reach; targets != 0; targets &= targets - 1) {
                int to = Integer.numberOfTrailingZeros(targets);
                if (PointTables.closes(stay, to)) {
                    takeable = takeable < 0 ? Mills.takeable(Mills.dual(theirs)) : takeable;
                    n = emit(out, n, from, to, takeable);
                } else {
                    out[n++] = base | to;
                }
            }
        }
        return n - at;
    }

    private static int emit(int[] out, int n, int from, int to, int takes) {
        int base = to | (from + 1) << 5;
        if (takes == 0) {
            out[n] = base;
            return n + 1;
        }
        for (int rest = takes; rest != 0; rest &= rest - 1) {
            out[n++] = base | (Integer.numberOfTrailingZeros(rest) + 1) << 10;
        }
        return n;
    }

    /** How many legal moves such a side has, counted without writing them (perft's bulk count). */
    static int count(int own, int theirs, boolean placing, boolean fly) {
        long tally = tally(own, theirs, placing, fly);
        int count = (int) (tally >>> 32);
        int closing = (int) tally;
        // Each move that closes a mill counts once per man it could take; the men are worked out only then.
        if (closing == 0 || theirs == 0) {
            return count;
        }
        return count + closing * (Integer.bitCount(Mills.takeable(Mills.dual(theirs))) - 1);
    }

    /** How many of such a side's moves, each counted once whatever it takes, close a mill. */
    static int closing(int own, int theirs, boolean placing, boolean fly) {
        return (int) tally(own, theirs, placing, fly);
    }

    /** The side's moves counted once each whatever they take (the high half), and those closing a mill (the low). */
    private static long tally(int own, int theirs, boolean placing, boolean fly) {
        int empty = Points.ALL & ~(own | theirs);
        int count = 0;
        int closing = 0;
        if (placing) {
            count = Integer.bitCount(empty);
            for (int rest = empty; rest != 0; rest &= rest - 1) {
                closing += PointTables.closes(own, Integer.numberOfTrailingZeros(rest)) ? 1 : 0;
            }
        } else {
            for (int movers = own; movers != 0; movers &= movers - 1) {
                int from = Integer.numberOfTrailingZeros(movers);
                int stay = own & ~(1 << from);
                int targets = fly ? empty : PointTables.neighbours(from) & empty;
                count += Integer.bitCount(targets);
                for (; targets != 0; targets &= targets - 1) {
                    closing += PointTables.closes(stay, Integer.numberOfTrailingZeros(targets)) ? 1 : 0;
                }
            }
        }
        return (long) count << 32 | closing;
    }
}
