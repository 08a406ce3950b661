package org.tabula.checkers;

import java.util.Optional;
import org.tabula.notation.Coordinate;

/**
 * The 32 playing squares of the board, numbered 1 to 32 as PDN numbers them, and their names by file and rank.
 *
 * <p>Square 1 is b8, the first dark square of the top row, Black's side; the numbers run left to right along
 * each row and down the board, so 5 is a7, 11 f6, 15 e5, 23 e3, 29 a1 and 32 g1. Black starts on 1 to 12 and
 * White on 21 to 32; a black man moves down the numbers, a white man up. Sets of squares are masks in an
 * {@code int}, bit {@code n - 1} for square {@code n}.
 *
 * <p>Between squares, four directions: up-left, up-right, down-left and down-right, "up" meaning towards rank 8.
 * The direction numbers are in that order, so that a piece's steps and jumps come out in ascending order of the
 * square reached.
 */
public final class Squares {

    /** How many playing squares the board has. */
    public static final int COUNT = 32;

    /** Up the board (towards rank 8, squares 1 to 4) and to the left. */
    static final int UP_LEFT = 0;
    /** Up and to the right. */
    static final int UP_RIGHT = 1;
    /** Down the board (towards rank 1, squares 29 to 32) and to the left. */
    static final int DOWN_LEFT = 2;
    /** Down and to the right. */
    static final int DOWN_RIGHT = 3;

    /** The squares of row 8, where a white man is crowned. */
    static final int TOP_ROW = 0x0000000F;
    /** The squares of row 1, where a black man is crowned. */
    static final int BOTTOM_ROW = 0xF0000000;

    /** For each direction and square index, the index of the neighbouring square, or -1 at the edge. */
    static final int[][] STEP = new int[4][COUNT];
    /** For each direction and square index, the index of the square a jump lands on, or -1 off the board. */
    static final int[][] JUMP = new int[4][COUNT];

    private static final int[][] DELTAS = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};

    static {
        for (int index = 0; index < COUNT; index++) {
            int row = row(index);
            int file = file(index);
            for (int direction = 0; direction < 4; direction++) {
                STEP[direction][index] = indexAt(row + DELTAS[direction][0], file + DELTAS[direction][1]);
                JUMP[direction][index] = indexAt(row + 2 * DELTAS[direction][0], file + 2 * DELTAS[direction][1]);
            }
        }
    }

    private Squares() {
    }

    /** True for a number from 1 to 32. */
    public static boolean isSquare(int square) {
        return square >= 1 && square <= COUNT;
    }

    /**
     * The file and rank of a square: 1 is b8, 5 is a7, 32 is g1.
     *
     * @throws IllegalArgumentException when the number is not 1 to 32
     */
    public static Coordinate coordinate(int square) {
        check(square);
        int index = square - 1;
        return new Coordinate(file(index), 8 - row(index));
    }

    /** The name of a square by file and rank, such as {@code f6} for 11. */
    public static String name(int square) {
        return coordinate(square).text();
    }

    /** The square at a coordinate, or empty for a light square or one off the 8 by 8 board. Never throws. */
    public static Optional<Integer> at(Coordinate coordinate) {
        if (coordinate == null) {
            return Optional.empty();
        }
        int index = indexAt(8 - coordinate.rank(), coordinate.file());
        return index < 0 ? Optional.empty() : Optional.of(index + 1);
    }

    /** The square a name such as {@code f6} or {@code F6} names, or empty when it names no playing square. */
    public static Optional<Integer> parse(CharSequence name) {
        return Coordinate.parse(name).flatMap(Squares::at);
    }

    /** The mask of one square. */
    static int bit(int square) {
        return 1 << (square - 1);
    }

    /** The row of a square index, 0 for rank 8 down to 7 for rank 1. */
    static int row(int index) {
        return index >> 2;
    }

    /** The file of a square index, 0 for a: dark squares are b, d, f, h on even rows and a, c, e, g on odd. */
    static int file(int index) {
        return 2 * (index & 3) + ((index >> 2) & 1 ^ 1);
    }

    /** The index of the dark square at a row and file, or -1 for a light square or one off the board. */
    private static int indexAt(int row, int file) {
        if (row < 0 || row > 7 || file < 0 || file > 7 || (row + file) % 2 == 0) {
            return -1;
        }
        return row * 4 + file / 2;
    }

    static void check(int square) {
        if (!isSquare(square)) {
            throw new IllegalArgumentException("no such square: " + square + " (squares are 1 to 32)");
        }
    }
}
