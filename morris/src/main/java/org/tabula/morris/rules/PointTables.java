package org.tabula.morris.rules;

import org.tabula.morris.model.Points;

/**
 * The point tables the core's innermost loops read: each point's neighbours, and the other two points of the two
 * mills through it.
 *
 * <p>Tables are 32 long and read at {@code point & 31}: the compiler then knows every read is in bounds and drops
 * the checks from the loops that generate and count moves.
 */
public final class PointTables {

    private static final int[] NEIGHBOURS = new int[32];
    /** For each point, the other two points of each of the two mills through it. */
    private static final int[] PAIR_A = new int[32];
    private static final int[] PAIR_B = new int[32];
    /** For each point, the masks of the two mills through it: the one across, then the one down. */
    private static final int[][] MILLS_THROUGH = new int[Points.COUNT][2];

    static {
        for (int point = 0; point < Points.COUNT; point++) {
            NEIGHBOURS[point] = Points.neighbours(point);
            int[][] mills = Points.millsOf(point);
            for (int which = 0; which < 2; which++) {
                MILLS_THROUGH[point][which] = 1 << mills[which][0] | 1 << mills[which][1] | 1 << mills[which][2];
            }
            PAIR_A[point] = millThrough(point, 0) & ~(1 << point);
            PAIR_B[point] = millThrough(point, 1) & ~(1 << point);
        }
    }

    /** The mask of one of the two mills through a point: 0 the one across, 1 the one down. */
    public static int millThrough(int point, int which) {
        return MILLS_THROUGH[point][which];
    }

    /** The other two points of one of the two mills through a point (0 across, 1 down), as a mask. */
    public static int millPartners(int point, int which) {
        return which == 0 ? PAIR_A[point] : PAIR_B[point];
    }

    private PointTables() {
    }

    /** The points joined to a point by a line, as a mask. */
    static int neighbours(int point) {
        return NEIGHBOURS[point & 31];
    }

    /** True when a man on {@code to} completes a mill with {@code men} (which may hold him or not). */
    static boolean closes(int men, int to) {
        int a = PAIR_A[to & 31];
        int b = PAIR_B[to & 31];
        // Both tested, without a branch between them: which one holds is no more predictable than whether.
        return (men & a) == a | (men & b) == b;
    }
}
