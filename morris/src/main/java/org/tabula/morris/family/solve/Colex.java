package org.tabula.morris.family.solve;

/**
 * The combinatorial number system on sets of points held as masks: the colexicographic rank of a set among the
 * sets of its size, and the renumbering of one side's men over the points the other leaves empty. The solver's
 * index and the seed's endgame tables ({@code bots.EndgameIndex}) number their positions with it.
 */
public final class Colex {

    /** {@code BINOMIAL[n][k]}: the ways to choose k of n, for the 25 points of the largest board. */
    private static final int[][] BINOMIAL = new int[26][26];

    static {
        for (int n = 0; n < BINOMIAL.length; n++) {
            BINOMIAL[n][0] = 1;
            for (int k = 1; k <= n; k++) {
                BINOMIAL[n][k] = BINOMIAL[n - 1][k - 1] + BINOMIAL[n - 1][k];
            }
        }
    }

    private Colex() {
    }

    /** The ways to choose k of n points, n up to 25; 0 when k is out of range. */
    public static int binomial(int n, int k) {
        return k < 0 || k > n ? 0 : BINOMIAL[n][k];
    }

    /** The colex rank of a set of points among the sets of its size, counted from the first point. */
    public static int rank(int mask) {
        return rankFrom(mask, 0, 0);
    }

    /** The rank contribution of {@code bits}, standing {@code offset} points up, with {@code below} set under them. */
    public static int rankFrom(int bits, int offset, int below) {
        int rank = 0;
        int j = below;
        for (int rest = bits; rest != 0; rest &= rest - 1) {
            rank += BINOMIAL[Integer.numberOfTrailingZeros(rest) + offset][++j];
        }
        return rank;
    }

    /** {@code men} renumbered over the points outside {@code taken}: each point moves down by the taken below it. */
    public static int compress(int men, int taken) {
        int out = 0;
        for (int rest = men; rest != 0; rest &= rest - 1) {
            int point = Integer.numberOfTrailingZeros(rest);
            out |= 1 << (point - Integer.bitCount(taken & ((1 << point) - 1)));
        }
        return out;
    }

    /**
     * The inverse of {@link #compress}: bit j of {@code compressed} goes to the j-th point of {@code all} outside
     * {@code taken}.
     */
    public static int expand(int compressed, int taken, int all) {
        int out = 0;
        int free = all & ~taken;
        int j = 0;
        for (int rest = compressed; rest != 0; rest &= rest - 1) {
            int target = Integer.numberOfTrailingZeros(rest);
            while (j < target) {
                free &= free - 1;
                j++;
            }
            out |= Integer.lowestOneBit(free);
        }
        return out;
    }

    /** Every set of k of n points, in colex order, so that a set's place in the array is its rank. */
    public static int[] subsets(int n, int k) {
        int[] sets = new int[binomial(n, k)];
        int set = (1 << k) - 1;
        for (int i = 0; i < sets.length; i++) {
            sets[i] = set;
            // Gosper's hack: the next larger number with as many bits is the next set in colex order.
            int low = set & -set;
            int ripple = set + low;
            set = low == 0 ? 0 : (((ripple ^ set) >>> 2) / low) | ripple;
        }
        return sets;
    }
}
