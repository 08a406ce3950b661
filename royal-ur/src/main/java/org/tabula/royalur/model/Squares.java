package org.tabula.royalur.model;

/**
 * The twenty squares of the board, by cell number: {@code (row - 1) * 8 + file}, files a to h counted from 0 and
 * rows 1 to 3. Cells 4, 5, 20 and 21 (e1, f1, e3, f3) are the gap between the two blocks and are no squares.
 *
 * <p>The rosettes are a1, a3, d2, g1 and g3: the outer corners of the large block, the fourth square of the middle
 * row, and the squares of the small block next to the gap (where RoyalUr.net's board has them).
 */
public final class Squares {

    /** Cells on the board, gap included. */
    public static final int CELLS = 24;
    /** Squares on the board. */
    public static final int COUNT = 20;
    /** Files per row. */
    public static final int FILES = 8;
    /** Rows. */
    public static final int ROWS = 3;

    private static final long ROSETTES = bit(cell(0, 1)) | bit(cell(0, 3)) | bit(cell(3, 2)) | bit(cell(6, 1))
            | bit(cell(6, 3));

    private Squares() {
    }

    /** The cell of a file (0 for a) and a row (1 to 3); the caller checks the ranges. */
    public static int cell(int file, int row) {
        return (row - 1) * FILES + file;
    }

    /** The file of a cell, 0 for a. */
    public static int file(int cell) {
        return cell % FILES;
    }

    /** The row of a cell, 1 to 3. */
    public static int row(int cell) {
        return cell / FILES + 1;
    }

    /** True for a cell that is a square: on the board and not in the gap. */
    public static boolean isSquare(int cell) {
        return cell >= 0 && cell < CELLS && !isGap(cell);
    }

    /** True for a cell of the gap: e1, f1, e3 or f3. */
    public static boolean isGap(int cell) {
        int file = file(cell);
        return row(cell) != 2 && (file == 4 || file == 5);
    }

    /** True for a rosette square. */
    public static boolean isRosette(int cell) {
        return cell >= 0 && cell < CELLS && (ROSETTES >>> cell & 1) != 0;
    }

    /** The name of a square, such as {@code d2}. */
    public static String name(int cell) {
        return String.valueOf((char) ('a' + file(cell))) + row(cell);
    }

    /**
     * The cell of a square's name, in either case ({@code d2}, {@code D2}), or -1 when the text names no square.
     * Never throws.
     */
    public static int parse(CharSequence text) {
        if (text == null || text.length() != 2) {
            return -1;
        }
        char letter = text.charAt(0);
        if (letter >= 'A' && letter <= 'Z') {
            letter = (char) (letter + ('a' - 'A'));
        }
        char digit = text.charAt(1);
        if (letter < 'a' || letter > 'h' || digit < '1' || digit > '3') {
            return -1;
        }
        int cell = cell(letter - 'a', digit - '0');
        return isSquare(cell) ? cell : -1;
    }

    private static long bit(int cell) {
        return 1L << cell;
    }
}
