package org.tabula.morris.bots;

import org.tabula.morris.family.solve.Colex;
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

    /** The colex rank of the low 12 bits of a mask, its bits counted from the first. */
    private static final int[] LOW_RANK = new int[1 << 12];
    /** {@code HIGH_RANK[k][m]}: the rank contribution of the high 12 bits when k bits lie below them. */
    private static final int[][] HIGH_RANK = new int[13][1 << 12];

    static {
        for (int low = 0; low < 1 << 12; low++) {
            LOW_RANK[low] = Colex.rankFrom(low, 0, 0);
        }
        for (int below = 0; below <= 12; below++) {
            for (int high = 0; high < 1 << 12; high++) {
                HIGH_RANK[below][high] = Colex.rankFrom(high, 12, below);
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
        this.ownCount = Colex.binomial(Points.COUNT, own);
        this.oppCount = Colex.binomial(Points.COUNT - own, opp);
        this.ownSets = Colex.subsets(Points.COUNT, own);
        this.oppSets = Colex.subsets(Points.COUNT - own, opp);
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
        long size = (long) Colex.binomial(Points.COUNT, own) * Colex.binomial(Points.COUNT - own, opp);
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

    /** {@code men} renumbered over the points outside {@code taken}. */
    static int compress(int men, int taken) {
        return Colex.compress(men, taken);
    }

    /** The inverse of {@link #compress}: bit j of {@code compressed} goes to the j-th point outside {@code taken}. */
    static int expand(int compressed, int taken) {
        return Colex.expand(compressed, taken, Points.ALL);
    }
}
