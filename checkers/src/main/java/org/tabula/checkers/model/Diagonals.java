package org.tabula.checkers.model;


/**
 * The board's geometry as the fast code sees it: square indices 0 to 31 (square {@code n} is index {@code n - 1}
 * and bit {@code n - 1} of a mask), their rows and files, and the diagonal neighbours each has.
 *
 * <p>Between squares, four directions: up-left, up-right, down-left and down-right, "up" meaning towards rank 8.
 * The direction numbers are in that order, so that a piece's steps and jumps come out in ascending order of the
 * square reached.
 */
public final class Diagonals {

    /** Up the board (towards rank 8, squares 1 to 4) and to the left. */
    public static final int UP_LEFT = 0;
    /** Up and to the right. */
    public static final int UP_RIGHT = 1;
    /** Down the board (towards rank 1, squares 29 to 32) and to the left. */
    public static final int DOWN_LEFT = 2;
    /** Down and to the right. */
    public static final int DOWN_RIGHT = 3;

    /** The squares of row 8, where a white man is crowned. */
    public static final int TOP_ROW = 0x0000000F;
    /** The squares of row 1, where a black man is crowned. */
    public static final int BOTTOM_ROW = 0xF0000000;

    /** For each direction and square index, the index of the neighbouring square, or -1 at the edge. */
    private static final int[][] STEP = new int[4][Squares.COUNT];
    /** For each direction and square index, the index of the square a jump lands on, or -1 off the board. */
    private static final int[][] JUMP = new int[4][Squares.COUNT];

    private static final int[][] DELTAS = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};

    static {
        for (int index = 0; index < Squares.COUNT; index++) {
            int row = row(index);
            int file = file(index);
            for (int direction = 0; direction < 4; direction++) {
                STEP[direction][index] = indexAt(row + DELTAS[direction][0], file + DELTAS[direction][1]);
                JUMP[direction][index] = indexAt(row + 2 * DELTAS[direction][0], file + 2 * DELTAS[direction][1]);
            }
        }
    }

    private Diagonals() {
    }

    /** The index of the neighbouring square in a direction, or -1 at the edge. */
    public static int step(int direction, int index) {
        return STEP[direction][index];
    }

    /** The index of the square a jump in a direction lands on, or -1 off the board. */
    public static int jump(int direction, int index) {
        return JUMP[direction][index];
    }

    /** The mask of one square. */
    public static int bit(int square) {
        return 1 << (square - 1);
    }

    /** The row of a square index, 0 for rank 8 down to 7 for rank 1. */
    public static int row(int index) {
        return index >> 2;
    }

    /** The file of a square index, 0 for a: dark squares are b, d, f, h on even rows and a, c, e, g on odd. */
    public static int file(int index) {
        return 2 * (index & 3) + ((index >> 2) & 1 ^ 1);
    }

    /** The index of the dark square at a row and file, or -1 for a light square or one off the board. */
    public static int indexAt(int row, int file) {
        if (row < 0 || row > 7 || file < 0 || file > 7 || (row + file) % 2 == 0) {
            return -1;
        }
        return row * 4 + file / 2;
    }

    /** The direction from one square to the next, a step's or a jump's, or -1 when there is none. */
    public static int direction(int from, int to, boolean jump) {
        int[][] table = jump ? JUMP : STEP;
        for (int direction = 0; direction < 4; direction++) {
            if (table[direction][from - 1] == to - 1) {
                return direction;
            }
        }
        return -1;
    }

    /** The number of the square a jump from a square in a direction passes over, its capture. */
    public static int jumpedOver(int from, int direction) {
        return STEP[direction][from - 1] + 1;
    }
}
