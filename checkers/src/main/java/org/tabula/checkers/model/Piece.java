package org.tabula.checkers.model;

/**
 * A piece on a square: a man or a king, black or white. The constants stand in side-then-rank order, so a
 * piece's side, rank and glyph are read from its place rather than stored.
 */
public enum Piece {
    /** A black man, moving down the board. */
    BLACK_MAN,
    /** A black king, moving both ways. */
    BLACK_KING,
    /** A white man, moving up the board. */
    WHITE_MAN,
    /** A white king, moving both ways. */
    WHITE_KING;

    /** The glyphs in the constants' order. */
    private static final String GLYPHS = "bBwW";
    private static final Piece[] PIECES = values();

    /** The side the piece belongs to. */
    public Colour colour() {
        return ordinal() < 2 ? Colour.BLACK : Colour.WHITE;
    }

    /** True for a king. */
    public boolean isKing() {
        return (ordinal() & 1) != 0;
    }

    /** How the board view draws it: {@code b} and {@code w} for men, {@code B} and {@code W} for kings. */
    public char glyph() {
        return GLYPHS.charAt(ordinal());
    }

    /** The piece of a side, man or king. */
    public static Piece of(Colour colour, boolean king) {
        return PIECES[(colour == Colour.BLACK ? 0 : 2) + (king ? 1 : 0)];
    }
}
