package org.tabula.royalur;

import org.tabula.api.Side;

/** The two sides of the Royal Game of Ur: light, whose pieces start on row 1, and dark, whose start on row 3. */
public enum UrSide {
    /** Enters on row 1. */
    LIGHT("light", 'l', 1),
    /** Enters on row 3. */
    DARK("dark", 'd', 3);

    private final Side side;
    private final char letter;
    private final int homeRow;

    UrSide(String id, char letter, int homeRow) {
        this.side = Side.of(id);
        this.letter = letter;
        this.homeRow = homeRow;
    }

    /** The other side. */
    public UrSide opponent() {
        return this == LIGHT ? DARK : LIGHT;
    }

    /** The side as the API names it. */
    public Side side() {
        return side;
    }

    /** The lower-case word: {@code light} or {@code dark}. */
    public String word() {
        return side.id();
    }

    /** The word with a capital, for sentences: {@code Light} or {@code Dark}. */
    public String title() {
        return side.title();
    }

    /** The letter records and positions write: {@code l} or {@code d}. */
    public char letter() {
        return letter;
    }

    /** The row of the side's own lane: 1 for light, 3 for dark. */
    public int homeRow() {
        return homeRow;
    }

    /** The side of an API side. @throws IllegalArgumentException for a side the game does not have */
    public static UrSide of(Side side) {
        return ofWord(side.id());
    }

    /** The side named {@code light} or {@code dark}. @throws IllegalArgumentException for anything else */
    public static UrSide ofWord(String word) {
        for (UrSide side : values()) {
            if (side.word().equals(word)) {
                return side;
            }
        }
        throw new IllegalArgumentException("the Royal Game of Ur has no side '" + word + "'");
    }

    /** The side whose letter is {@code l} or {@code d}, or null for any other character. */
    public static UrSide ofLetter(char letter) {
        return letter == 'l' ? LIGHT : letter == 'd' ? DARK : null;
    }
}
