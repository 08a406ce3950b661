package org.tabula.checkers.model;

import java.util.List;
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
 * <p>The geometry the fast code uses (directions, neighbours, masks) is {@link Diagonals}'s.
 */
public final class Squares {

    /** How many playing squares the board has. */
    public static final int COUNT = 32;

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
        return new Coordinate(Diagonals.file(index), 8 - Diagonals.row(index));
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
        int index = Diagonals.indexAt(8 - coordinate.rank(), coordinate.file());
        return index < 0 ? Optional.empty() : Optional.of(index + 1);
    }

    /** The square a name such as {@code f6} or {@code F6} names, or empty when it names no playing square. */
    public static Optional<Integer> parse(CharSequence name) {
        return Coordinate.parse(name).flatMap(Squares::at);
    }

    /** The squares joined by {@code x} for a jump or {@code -} for a step, as numbers or as names. */
    static String joined(List<Integer> squares, boolean jump, boolean named) {
        StringBuilder text = new StringBuilder(squares.size() * 3);
        for (int i = 0; i < squares.size(); i++) {
            if (i > 0) {
                text.append(jump ? 'x' : '-');
            }
            int square = squares.get(i);
            text.append(named ? Squares.name(square) : Integer.toString(square));
        }
        return text.toString();
    }

    /** @throws IllegalArgumentException when the number is not a square; for the values of this package */
    static void check(int square) {
        if (!isSquare(square)) {
            throw new IllegalArgumentException("no such square: " + square + " (squares are 1 to 32)");
        }
    }
}
