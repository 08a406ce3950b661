package org.tabula.xiangqi;

import java.util.Objects;

/**
 * One piece: its side and its kind.
 *
 * @param colour the side it belongs to
 * @param kind what it is
 */
public record Piece(Colour colour, PieceKind kind) {

    /** Checks that both parts are present. */
    public Piece {
        Objects.requireNonNull(colour, "colour");
        Objects.requireNonNull(kind, "kind");
    }

    /** The piece's FEN letter: upper case for red, lower case for black, such as {@code N} or {@code c}. */
    public char fenLetter() {
        char lower = kind.fenLetter();
        return colour == Colour.RED ? (char) (lower - ('a' - 'A')) : lower;
    }

    /** The core's cell value: the kind's code, negative for black. */
    int cell() {
        return colour == Colour.RED ? kind.code() : -kind.code();
    }

    /** The piece of a core cell value, which is not 0. */
    static Piece ofCell(int cell) {
        return new Piece(cell > 0 ? Colour.RED : Colour.BLACK, PieceKind.ofCode(Math.abs(cell)));
    }

    @Override
    public String toString() {
        return colour.word() + " " + kind.word();
    }
}
