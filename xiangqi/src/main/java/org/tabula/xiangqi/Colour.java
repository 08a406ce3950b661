package org.tabula.xiangqi;

import org.tabula.api.Side;

/** The two sides of xiangqi: red, who moves first from ranks 0 to 4, and black, from ranks 5 to 9. */
public enum Colour {
    /** Moves first; its general starts on e0. */
    RED("red", 'w'),
    /** Moves second; its general starts on e9. */
    BLACK("black", 'b');

    private final Side side;
    private final char fenLetter;

    Colour(String id, char fenLetter) {
        this.side = Side.of(id);
        this.fenLetter = fenLetter;
    }

    /** The other side. */
    public Colour opponent() {
        return this == RED ? BLACK : RED;
    }

    /** The side as the API names it. */
    public Side side() {
        return side;
    }

    /** The lower-case word: {@code red} or {@code black}. */
    public String word() {
        return side.id();
    }

    /** The word with a capital, for sentences: {@code Red} or {@code Black}. */
    public String title() {
        return side.title();
    }

    /** The letter of a FEN's side-to-move field: {@code w} for red (as chess writes it) or {@code b}. */
    public char fenLetter() {
        return fenLetter;
    }

    /** The colour of an API side. @throws IllegalArgumentException for a side xiangqi does not have */
    public static Colour of(Side side) {
        return ofWord(side.id());
    }

    /** The colour named {@code red} or {@code black}. @throws IllegalArgumentException for anything else */
    public static Colour ofWord(String word) {
        switch (word) {
            case "red":
                return RED;
            case "black":
                return BLACK;
            default:
                throw new IllegalArgumentException("xiangqi has no side '" + word + "'");
        }
    }
}
