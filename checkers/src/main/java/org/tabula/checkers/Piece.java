package org.tabula.checkers;

/** A piece on a square: a man or a king, black or white. */
public enum Piece {
    /** A black man, moving down the board. */
    BLACK_MAN(Colour.BLACK, false, 'b'),
    /** A black king, moving both ways. */
    BLACK_KING(Colour.BLACK, true, 'B'),
    /** A white man, moving up the board. */
    WHITE_MAN(Colour.WHITE, false, 'w'),
    /** A white king, moving both ways. */
    WHITE_KING(Colour.WHITE, true, 'W');

    private final Colour colour;
    private final boolean king;
    private final char glyph;

    Piece(Colour colour, boolean king, char glyph) {
        this.colour = colour;
        this.king = king;
        this.glyph = glyph;
    }

    /** The side the piece belongs to. */
    public Colour colour() {
        return colour;
    }

    /** True for a king. */
    public boolean isKing() {
        return king;
    }

    /** How the board view draws it: {@code b} and {@code w} for men, {@code B} and {@code W} for kings. */
    public char glyph() {
        return glyph;
    }

    /** The piece of a side, man or king. */
    public static Piece of(Colour colour, boolean king) {
        if (colour == Colour.BLACK) {
            return king ? BLACK_KING : BLACK_MAN;
        }
        return king ? WHITE_KING : WHITE_MAN;
    }
}
