package org.tabula.morris.bots;

import org.tabula.morris.model.Points;
import org.tabula.morris.model.Position;

/**
 * The numbering of the positions of one endgame table: the side to move has {@code own} men, the other side
 * {@code opp} men, all on the board and none in hand.
 *
 * <p>A position's index is the rank of the mover's men among all sets of {@code own} points, times the number of
 * ways to put the other men on the points left, plus the rank of the other men among those points. Ranks are in
 * colexicographic order (the combinatorial number system), so every index from 0 to {@link #size()} - 1 is one
 * position and no position is left out or counted twice. Board symmetries are not folded: the tables stay simple
 * to index and to check, at sixteen times the memory.
 */
public final class EndgameIndex {

    /** {@code BINOMIAL[n][k]}: the number of ways to choose k of n, for n up to 24. */
    private static final int[][] BINOMIAL = new int[Points.COUNT + 1][Points.COUNT + 1];
    /** The colex rank of the low 12 bits of a mask, its bits counted from the first. */
    private static final int[] LOW_RANK = new int[1 << 12];
    /** {@code HIGH_RANK[k][m]}: the rank contribution of the high 12 bits when k bits lie below them. */
    private static final int[][] HIGH_RANK = new int[13][1 << 12];

    static {
        for (int n = 0; n <= Points.COUNT; n++) {
            BINOMIAL[n][0] = 1;
            for (int k = 1; k <= n; k++) {
                BINOMIAL[n][k] = BINOMIAL[n - 1][k - 1] + (k <= n - 1 ? BINOMIAL[n - 1][k] : 0);
            }
        }
        for (int low = 0; low < 1 << 12; low++) {
            LOW_RANK[low] = rankFrom(low, 0, 0);
        }
        for (int below = 0; below <= 12; below++) {
            for (int high = 0; high < 1 << 12; high++) {
                HIGH_RANK[below][high] = rankFrom(high, 12, below);
            }
        }
    }

    final int own;
    final int opp;
    /** How many sets of the other side's men each set of the mover's men goes with. */
    public final int oppCount;
    private final int ownCount;
    /** The mover's sets of men, by rank. */
    private final int[] ownSets;
    /** The other side's sets of men as subsets of the {@code 24 - own} points left, by rank. */
    private final int[] oppSets;

    private EndgameIndex(int own, int opp) {
        this.own = own;
        this.opp = opp;
        this.ownCount = BINOMIAL[Points.COUNT][own];
        this.oppCount = BINOMIAL[Points.COUNT - own][opp];
        this.ownSets = subsets(Points.COUNT, own);
        this.oppSets = subsets(Points.COUNT - own, opp);
    }

    /**
     * The index of the tables where the mover has {@code own} men and the other side {@code opp}.
     *
     * @throws IllegalArgumentException when the counts are not 3 to 9, or the table would not fit an array
     */
    public static EndgameIndex of(int own, int opp) {
        if (own < 3 || opp < 3 || own > Position.MEN || opp > Position.MEN) {
            throw new IllegalArgumentException("an endgame table has 3 to 9 men a side, not " + own + "-" + opp);
        }
        long size = (long) BINOMIAL[Points.COUNT][own] * BINOMIAL[Points.COUNT - own][opp];
        if (size > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException("the " + own + "-" + opp + " table has " + size
                    + " positions, more than an array holds");
        }
        return new EndgameIndex(own, opp);
    }

    /** How many positions the table has. */
    public int size() {
        return ownCount * oppCount;
    }

    /** The index of a position: the mover's men and the other side's, as masks of the right sizes. */
    public int index(int ownMen, int oppMen) {
        return rank(ownMen) * oppCount + rank(compress(oppMen, ownMen));
    }

    /** The mover's men of the positions from {@code rank * oppCount} on. */
    public int ownMen(int ownRank) {
        return ownSets[ownRank];
    }

    /** How many sets the mover's men have. */
    public int ownCount() {
        return ownCount;
    }

    /** The other side's men at an index, given the mover's men there. */
    int oppMen(int index, int ownMen) {
        return expand(oppSets[index % oppCount], ownMen);
    }

    /** The other side's men of rank {@code oppRank}, spread over the points {@code ownMen} leaves empty. */
    public int oppMenOfRank(int oppRank, int ownMen) {
        return expand(oppSets[oppRank], ownMen);
    }

    /** The other side's men of rank {@code oppRank}, spread over {@code freePoints}: see {@link #freePoints}. */
    int oppMenOfRank(int oppRank, int[] freePoints) {
        int out = 0;
        for (int rest = oppSets[oppRank]; rest != 0; rest &= rest - 1) {
            out |= freePoints[Integer.numberOfTrailingZeros(rest)];
        }
        return out;
    }

    /** Fills {@code into} with the points {@code taken} leaves empty, in order, each as a one-bit mask. */
    static void freePoints(int taken, int[] into) {
        int j = 0;
        for (int free = Points.ALL & ~taken; free != 0; free &= free - 1) {
            into[j++] = Integer.lowestOneBit(free);
        }
    }

    /** The colex rank of a set of points among the sets of its size. */
    static int rank(int mask) {
        int low = mask & 0xFFF;
        return LOW_RANK[low] + HIGH_RANK[Integer.bitCount(low)][mask >>> 12];
    }

    /** The number of ways to choose k of n. */
    static int binomial(int n, int k) {
        return k < 0 || k > n ? 0 : BINOMIAL[n][k];
    }

    private static int rankFrom(int bits, int offset, int below) {
        int rank = 0;
        int j = below;
        for (int rest = bits; rest != 0; rest &= rest - 1) {
            j++;
            rank += BINOMIAL[Integer.numberOfTrailingZeros(rest) + offset][j];
        }
        return rank;
    }

    /** {@code men} renumbered over the points outside {@code taken}: each point moves down by the taken below it. */
    static int compress(int men, int taken) {
        int out = 0;
        for (int rest = men; rest != 0; rest &= rest - 1) {
            int point = Integer.numberOfTrailingZeros(rest);
            out |= 1 << (point - Integer.bitCount(taken & ((1 << point) - 1)));
        }
        return out;
    }

    /** The inverse of {@link #compress}: bit j of {@code compressed} goes to the j-th point outside {@code taken}. */
    static int expand(int compressed, int taken) {
        int out = 0;
        int free = Points.ALL & ~taken;
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
    private static int[] subsets(int n, int k) {
        int[] sets = new int[BINOMIAL[n][k]];
        int set = (1 << k) - 1;
        for (int i = 0; i < sets.length; i++) {
            sets[i] = set;
            // Gosper's hack: the next larger number with the same count of bits is the next set in colex order.
            int c = set & -set;
            int r = set + c;
            set = (((r ^ set) >>> 2) / c) | r;
        }
        return sets;
    }
}
