package org.tabula.morris.rules;

import org.tabula.morris.model.Points;

/**
 * The sixteen mills as groups of three bits, for answering questions about all of them at once with a few
 * shifts and masks.
 *
 * <p>In the points' own numbering the eight rows are the groups of bits 0-2, 3-5, ..., 21-23, and every line
 * along a row joins two neighbours inside one group. {@link #toColumns} renumbers the points so that the eight
 * columns are such groups instead, every line along a column then joining neighbours inside one group. So "the
 * mills", "the gap of a mill", "a neighbour" are each one formula, applied once to the points as they are (the
 * rows) and once to the points renumbered (the columns).
 */
public final class MillLines {

    /** The first bit of each group. */
    static final int FIRST = 0x249249;
    /** The last bit of each group. */
    static final int LAST = FIRST << 2;

    /** {@code TO_COLUMNS[b][byte]}: where the points of byte {@code b} of a set go in the column numbering. */
    private static final int[][] TO_COLUMNS = new int[3][256];
    private static final int[][] FROM_COLUMNS = new int[3][256];

    static {
        int[][] mills = Points.mills();
        int[] column = new int[Points.COUNT];
        for (int m = 0; m < 8; m++) {
            for (int j = 0; j < 3; j++) {
                if (mills[m][j] != 3 * m + j) {
                    throw new IllegalStateException("the rows are not the groups of three bits");
                }
                int point = mills[8 + m][j];
                column[point] = 3 * m + j;
                if (j > 0 && !Points.adjacent(mills[8 + m][j - 1], point)) {
                    throw new IllegalStateException("a column's points are not in line order");
                }
            }
        }
        for (int b = 0; b < 3; b++) {
            for (int value = 0; value < 256; value++) {
                for (int bit = 0; bit < 8; bit++) {
                    if ((value & 1 << bit) != 0) {
                        TO_COLUMNS[b][value] |= 1 << column[8 * b + bit];
                        for (int point = 0; point < Points.COUNT; point++) {
                            if (column[point] == 8 * b + bit) {
                                FROM_COLUMNS[b][value] |= 1 << point;
                            }
                        }
                    }
                }
            }
        }
    }

    private MillLines() {
    }

    /** A set of points renumbered so that the columns are the groups of three bits. */
    public static int toColumns(int points) {
        return TO_COLUMNS[0][points & 0xFF] | TO_COLUMNS[1][points >>> 8 & 0xFF] | TO_COLUMNS[2][points >>> 16];
    }

    /** The inverse of {@link #toColumns}. */
    public static int fromColumns(int points) {
        return FROM_COLUMNS[0][points & 0xFF] | FROM_COLUMNS[1][points >>> 8 & 0xFF] | FROM_COLUMNS[2][points >>> 16];
    }

    /** The first bits of the groups that {@code men} fill: one bit per closed mill. */
    public static int full(int men) {
        return men & men >>> 1 & men >>> 2 & FIRST;
    }

    /** The points each completing a group of which the other two are {@code men}'s and this one is empty. */
    public static int gaps(int men, int empty) {
        int last = men & men >>> 1 & empty >>> 2 & FIRST;
        int middle = men & empty >>> 1 & men >>> 2 & FIRST;
        int first = empty & men >>> 1 & men >>> 2 & FIRST;
        return last << 2 | middle << 1 | first;
    }

    /** The points whose next point in their group is in {@code points}. */
    public static int beforeOf(int points) {
        return points >>> 1 & ~LAST;
    }

    /** The points whose previous point in their group is in {@code points}. */
    public static int afterOf(int points) {
        return points << 1 & ~FIRST & Points.ALL;
    }

    /** The points next to one of {@code points} along a line inside a group. */
    public static int besideOf(int points) {
        return beforeOf(points) | afterOf(points);
    }
}
