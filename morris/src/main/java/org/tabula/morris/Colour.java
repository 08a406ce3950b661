package org.tabula.morris;

import org.tabula.api.Side;

/** The two sides of morris: white, who moves first, and black. */
public enum Colour {
    /** Moves first. */
    WHITE("white", 'w', 'W'),
    /** Moves second. */
    BLACK("black", 'b', 'B');

    private final Side side;
    private final char letter;
    private final char glyph;

    Colour(String id, char letter, char glyph) {
        this.side = Side.of(id);
        this.letter = letter;
        this.glyph = glyph;
    }

    /** The other side. */
    public Colour opponent() {
        return this == WHITE ? BLACK : WHITE;
    }

    /** The side as the API names it. */
    public Side side() {
        return side;
    }

    /** The lower-case word: {@code white} or {@code black}. */
    public String word() {
        return side.id();
    }

    /** The side letter of a position's turn field: {@code w} or {@code b}. */
    public char letter() {
        return letter;
    }

    /** The board character of a man of this side in a position: {@code W} or {@code B}. */
    public char glyph() {
        return glyph;
    }

    /** The colour of an API side. @throws IllegalArgumentException for a side morris does not have */
    public static Colour of(Side side) {
        return ofWord(side.id());
    }

    /** The colour named {@code white} or {@code black}. @throws IllegalArgumentException for anything else */
    public static Colour ofWord(String word) {
        switch (word) {
            case "white":
                return WHITE;
            case "black":
                return BLACK;
            default:
                throw new IllegalArgumentException("morris has no side '" + word + "'");
        }
    }
}
