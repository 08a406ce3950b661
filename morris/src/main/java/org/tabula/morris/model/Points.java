package org.tabula.morris.model;

import java.util.Arrays;
import java.util.Optional;
import org.tabula.notation.Coordinate;

/**
 * The 24 points of the board, the lines between them and the 16 mills.
 *
 * <p>Points are numbered 0 to 23 row by row from rank 7 down to rank 1, left to right: a7 is 0, d7 1, g7 2,
 * ..., d3 16, d2 19, a1 21, g1 23. Sets of points are 24-bit masks in an {@code int}, bit {@code p} for point
 * {@code p}, so the rules can work on whole sets at once.
 */
public final class Points {

    /** How many points the board has. */
    public static final int COUNT = 24;

    /** The mask with every point set. */
    public static final int ALL = (1 << COUNT) - 1;

    private static final String[] NAMES = {
        "a7", "d7", "g7",
        "b6", "d6", "f6",
        "c5", "d5", "e5",
        "a4", "b4", "c4", "e4", "f4", "g4",
        "c3", "d3", "e3",
        "b2", "d2", "f2",
        "a1", "d1", "g1",
    };

    /** The 32 lines, each joining two neighbouring points. */
    private static final int[][] LINES = {
        {0, 1}, {1, 2}, {3, 4}, {4, 5}, {6, 7}, {7, 8}, {9, 10}, {10, 11},
        {12, 13}, {13, 14}, {15, 16}, {16, 17}, {18, 19}, {19, 20}, {21, 22}, {22, 23},
        {0, 9}, {9, 21}, {3, 10}, {10, 18}, {6, 11}, {11, 15}, {1, 4}, {4, 7},
        {16, 19}, {19, 22}, {8, 12}, {12, 17}, {5, 13}, {13, 20}, {2, 14}, {14, 23},
    };

    /** The 16 mills: the eight rows first, then the eight columns, each left to right or top to bottom. */
    private static final int[][] MILLS = {
        {0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {9, 10, 11}, {12, 13, 14}, {15, 16, 17}, {18, 19, 20}, {21, 22, 23},
        {0, 9, 21}, {3, 10, 18}, {6, 11, 15}, {1, 4, 7}, {16, 19, 22}, {8, 12, 17}, {5, 13, 20}, {2, 14, 23},
    };

    /** The point on each square, {@code file * 10 + rank} (a coordinate's 26 files and 10 ranks), or -1. */
    private static final int[] BY_SQUARE = new int[26 * 10];

    private static final int[] NEIGHBOURS = new int[COUNT];
    private static final int[] MILL_MASKS = new int[MILLS.length];
    /** For each point, the masks of the two mills through it. */
    private static final int[][] MILLS_THROUGH = new int[COUNT][];

    static {
        Arrays.fill(BY_SQUARE, -1);
        for (int point = 0; point < COUNT; point++) {
            BY_SQUARE[(NAMES[point].charAt(0) - 'a') * 10 + NAMES[point].charAt(1) - '0'] = point;
        }
        for (int[] line : LINES) {
            NEIGHBOURS[line[0]] |= 1 << line[1];
            NEIGHBOURS[line[1]] |= 1 << line[0];
        }
        int[] found = new int[COUNT];
        for (int point = 0; point < COUNT; point++) {
            MILLS_THROUGH[point] = new int[2];
        }
        for (int m = 0; m < MILLS.length; m++) {
            int mask = 0;
            for (int point : MILLS[m]) {
                mask |= 1 << point;
            }
            MILL_MASKS[m] = mask;
            for (int point : MILLS[m]) {
                MILLS_THROUGH[point][found[point]++] = mask;
            }
        }
    }

    private Points() {
    }

    /** The name of a point, such as {@code d2}. */
    public static String name(int point) {
        check(point);
        return NAMES[point];
    }

    /** The point of a name in any case, such as {@code D2}; empty when no point has that name. Never throws. */
    public static Optional<Integer> parse(CharSequence name) {
        if (name == null || name.length() != 2) {
            return Optional.empty();
        }
        int point = at(name, 0);
        return point < 0 ? Optional.empty() : Optional.of(point);
    }

    /** The point at a coordinate, or empty when the board has no point there. */
    public static Optional<Integer> of(Coordinate coordinate) {
        int point = BY_SQUARE[coordinate.file() * 10 + coordinate.rank()];
        return point < 0 ? Optional.empty() : Optional.of(point);
    }

    /**
     * The point named by the two characters at {@code offset} in any case, or -1 when they name none (or the text
     * ends first). Allocates nothing: the move reader calls it for every point of a record.
     */
    public static int at(CharSequence text, int offset) {
        if (offset < 0 || offset + 2 > text.length()) {
            return -1;
        }
        int file = (text.charAt(offset) | 0x20) - 'a';
        int rank = text.charAt(offset + 1) - '0';
        if (file < 0 || file >= 7 || rank < 1 || rank > 7) {
            return -1;
        }
        return BY_SQUARE[file * 10 + rank];
    }

    /** The coordinate of a point. */
    public static Coordinate coordinate(int point) {
        return Coordinate.parse(name(point)).orElseThrow();
    }

    /** True for a point number, 0 to 23. */
    public static boolean isPoint(int point) {
        return point >= 0 && point < COUNT;
    }

    /**
     * The points joined to a point by a line, as a mask.
     *
     * @throws IllegalArgumentException when the number is not a point, as every function here taking one
     */
    public static int neighbours(int point) {
        check(point);
        return NEIGHBOURS[point];
    }

    /** True when a line joins the two points. */
    public static boolean adjacent(int a, int b) {
        // Checked apart: a shift by 24 or more is no point's bit, and would answer false for a calling mistake.
        check(b);
        return (neighbours(a) & (1 << b)) != 0;
    }

    /** The 16 mills as masks, rows first and then columns. */
    public static int[] millMasks() {
        return MILL_MASKS.clone();
    }

    /** The 16 mills as triples of points, rows first and then columns. */
    public static int[][] mills() {
        int[][] copy = new int[MILLS.length][];
        for (int m = 0; m < MILLS.length; m++) {
            copy[m] = MILLS[m].clone();
        }
        return copy;
    }

    /** The 32 lines as pairs of points. */
    public static int[][] lines() {
        int[][] copy = new int[LINES.length][];
        for (int l = 0; l < LINES.length; l++) {
            copy[l] = LINES[l].clone();
        }
        return copy;
    }

    /** True when the men in {@code men} include a whole mill through {@code point}. */
    public static boolean inMill(int men, int point) {
        check(point);
        int[] through = MILLS_THROUGH[point];
        return (men & through[0]) == through[0] || (men & through[1]) == through[1];
    }

    /** The two mills a point belongs to, each a fresh triple of points: the one across, then the one down. */
    public static int[][] millsOf(int point) {
        check(point);
        int[][] mills = new int[2][];
        int found = 0;
        for (int[] mill : MILLS) {
            if (mill[0] == point || mill[1] == point || mill[2] == point) {
                mills[found++] = mill.clone();
            }
        }
        return mills;
    }

    /** The points of {@code men} that stand in a mill of {@code men}. */
    public static int menInMills(int men) {
        int inMills = 0;
        for (int mask : MILL_MASKS) {
            if ((men & mask) == mask) {
                inMills |= mask;
            }
        }
        return inMills;
    }

    private static void check(int point) {
        if (!isPoint(point)) {
            throw new IllegalArgumentException("no such point: " + point + " (points are 0 to 23)");
        }
    }
}
