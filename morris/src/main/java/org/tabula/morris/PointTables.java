package org.tabula.morris;

/**
 * The point tables the core's innermost loops read: each point's neighbours, and the other two points of the two
 * mills through it.
 *
 * <p>Tables are 32 long and read at {@code point & 31}: the compiler then knows every read is in bounds and drops
 * the checks from the loops that generate and count moves.
 */
final class PointTables {

    private static final int[] NEIGHBOURS = new int[32];
    /** For each point, the other two points of each of the two mills through it. */
    private static final int[] PAIR_A = new int[32];
    private static final int[] PAIR_B = new int[32];

    static {
        for (int point = 0; point < Points.COUNT; point++) {
            NEIGHBOURS[point] = Points.neighbours(point);
            PAIR_A[point] = Points.millThrough(point, 0) & ~(1 << point);
            PAIR_B[point] = Points.millThrough(point, 1) & ~(1 << point);
        }
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
