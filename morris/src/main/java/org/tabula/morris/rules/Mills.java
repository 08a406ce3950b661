package org.tabula.morris.rules;

import org.tabula.morris.model.Points;

/**
 * Mill arithmetic on whole sets of men at once, without a loop over the sixteen mills: the fast perft's tables.
 *
 * <p>The eight row mills are the aligned bit triples {@code 3k, 3k+1, 3k+2} of a mask, so shifts find them all
 * together. The eight column mills are not, so each side's men are also kept mirrored: renumbered so that column
 * mill {@code k} becomes the triple {@code 3k..3k+2}. A <em>dual</em> mask holds both in one {@code long}, the
 * men in bits 0-23 and the mirrored men in bits 32-55, so one shift finds the row and the column mills at once
 * and one table entry ({@link #bit}) places or lifts a man in both halves.
 */
public final class Mills {

    /** The first point of each aligned triple, in both halves of a dual mask. */
    private static final long TRIPLE_START = 0x249249L | 0x249249L << 32;

    /** Every point, in both halves of a dual mask. */
    static final long ALL = Points.ALL | (long) Points.ALL << 32;
    /** The first two and the last two points of each aligned triple: the two ends of its two lines. */
    private static final long FIRST_TWO = TRIPLE_START | TRIPLE_START << 1;
    private static final long LAST_TWO = TRIPLE_START << 1 | TRIPLE_START << 2;

    /** For each point, the dual mask of a man on it; 32 long and read at {@code point & 31}, without a bounds check. */
    private static final long[] DUAL_BIT = new long[32];
    /** Points to the mirrored half of a dual mask, one byte of them at a time. */
    private static final long[] MIRROR_LOW = new long[256];
    private static final long[] MIRROR_MID = new long[256];
    private static final long[] MIRROR_HIGH = new long[256];
    /** The mirrored half of a dual mask, back to points, one byte of it at a time. */
    private static final int[] UNMIRROR_LOW = new int[256];
    private static final int[] UNMIRROR_MID = new int[256];
    private static final int[] UNMIRROR_HIGH = new int[256];

    static {
        int[] mills = Points.millMasks();
        int[] mirrored = new int[Points.COUNT];
        // Masks 8-15 are the columns, each listed from its lowest point: that order is the mirrored numbering.
        for (int column = 0; column < 8; column++) {
            int rest = mills[8 + column];
            for (int i = 0; i < 3; i++, rest &= rest - 1) {
                mirrored[Integer.numberOfTrailingZeros(rest)] = 3 * column + i;
            }
        }
        int[] unmirrored = new int[Points.COUNT];
        for (int point = 0; point < Points.COUNT; point++) {
            DUAL_BIT[point] = 1L << point | 1L << (32 + mirrored[point]);
            unmirrored[mirrored[point]] = point;
        }
        int[][] bytes = {UNMIRROR_LOW, UNMIRROR_MID, UNMIRROR_HIGH};
        long[][] duals = {MIRROR_LOW, MIRROR_MID, MIRROR_HIGH};
        for (int b = 0; b < 3; b++) {
            for (int value = 0; value < 256; value++) {
                int mask = 0;
                long dual = 0;
                for (int i = 0; i < 8; i++) {
                    if ((value >>> i & 1) != 0) {
                        mask |= 1 << unmirrored[8 * b + i];
                        dual |= 1L << (32 + mirrored[8 * b + i]);
                    }
                }
                bytes[b][value] = mask;
                duals[b][value] = dual;
            }
        }
    }

    private Mills() {
    }

    /** The dual mask of a man on a point. */
    static long bit(int point) {
        return DUAL_BIT[point & 31];
    }

    /** The dual mask of a set of points. */
    public static long dual(int men) {
        return men & 0xFFFFFFL | MIRROR_LOW[men & 255] | MIRROR_MID[men >>> 8 & 255] | MIRROR_HIGH[men >>> 16 & 255];
    }

    /** The men of a set of points that stand in a mill, found without a loop. */
    static int inMills(int men) {
        return inMills(dual(men));
    }

    /** The points of a dual mask. */
    static int men(long dual) {
        return (int) dual;
    }

    /** The empty points that would complete a mill of these men: the third point of every mill holding two. */
    static int closers(long dual) {
        long firstTwo = dual & dual >>> 1 & TRIPLE_START;
        long lastTwo = dual >>> 1 & dual >>> 2 & TRIPLE_START;
        long outerTwo = dual & dual >>> 2 & TRIPLE_START;
        return merge(firstTwo << 2 | lastTwo | outerTwo << 1) & ~(int) dual;
    }

    /**
     * How many steps the men can take along a line to an empty point, both given as dual masks. Every line joins
     * two neighbours of one mill, so the row lines are within the triples of the low half and the column lines
     * within those of the high half: one shift each way counts them all.
     */
    static int steps(long men, long empty) {
        return Long.bitCount(men & empty >>> 1 & FIRST_TWO) + Long.bitCount(men & empty << 1 & LAST_TWO);
    }

    /** The men that stand in a mill. */
    static int inMills(long dual) {
        return merge((dual & dual >>> 1 & dual >>> 2 & TRIPLE_START) * 7);
    }

    /** The men a mill may take from these: those outside mills, or all of them when every one stands in one. */
    public static int takeable(long dual) {
        int men = (int) dual;
        int free = men & ~inMills(dual);
        return free != 0 ? free : men;
    }

    /** The points of both halves of a dual mask together, the mirrored half turned back into points. */
    private static int merge(long dual) {
        int mirrored = (int) (dual >>> 32);
        return (int) dual & Points.ALL | UNMIRROR_LOW[mirrored & 255] | UNMIRROR_MID[mirrored >>> 8 & 255]
                | UNMIRROR_HIGH[mirrored >>> 16 & 255];
    }
}
