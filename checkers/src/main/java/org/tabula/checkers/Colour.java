package org.tabula.checkers;

import org.tabula.api.Side;

/** The two sides of checkers: black, who moves first from squares 1 to 12, and white, from 21 to 32. */
public enum Colour {
    /** Moves first; its men move down the board, towards squares 29 to 32. */
    BLACK("black", 'B'),
    /** Moves second; its men move up the board, towards squares 1 to 4. */
    WHITE("white", 'W');

    private final Side side;
    private final char letter;

    Colour(String id, char letter) {
        this.side = Side.of(id);
        this.letter = letter;
    }

    /** The other side. */
    public Colour opponent() {
        return this == BLACK ? WHITE : BLACK;
    }

    /** The side as the API names it. */
    public Side side() {
        return side;
    }

    /** The lower-case word: {@code black} or {@code white}. */
    public String word() {
        return side.id();
    }

    /** The name for a sentence: {@code Black} or {@code White}. */
    public String title() {
        return side.title();
    }

    /** The letter of a FEN: {@code B} or {@code W}. */
    public char letter() {
        return letter;
    }

    /** The index the fast core uses: 0 for black, 1 for white. */
    public int index() {
        return ordinal();
    }

    /** The colour of a core index. */
    public static Colour ofIndex(int index) {
        return index == 0 ? BLACK : WHITE;
    }

    /** The colour of an API side. @throws IllegalArgumentException for a side checkers does not have */
    public static Colour of(Side side) {
        return ofWord(side.id());
    }

    /** The colour named {@code black} or {@code white}. @throws IllegalArgumentException for anything else */
    public static Colour ofWord(String word) {
        switch (word) {
            case "black":
                return BLACK;
            case "white":
                return WHITE;
            default:
                throw new IllegalArgumentException("checkers has no side '" + word + "'");
        }
    }
}
