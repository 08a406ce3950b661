package org.tabula.xiangqi.model;

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

    @Override
    public String toString() {
        return colour.word() + " " + kind.word();
    }
}
