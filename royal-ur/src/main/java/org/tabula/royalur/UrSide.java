package org.tabula.royalur;

import org.tabula.api.Side;
import org.tabula.engine.side.GameSide;
import org.tabula.engine.side.SideTable;

/** The two sides of the Royal Game of Ur: light, whose pieces start on row 1, and dark, whose start on row 3. */
public enum UrSide implements GameSide<UrSide> {
    /** Enters on row 1. */
    LIGHT('l', 1),
    /** Enters on row 3. */
    DARK('d', 3);

    private static final SideTable<UrSide> SIDES = SideTable.of(UrSide.class, "the Royal Game of Ur");

    private final char letter;
    private final int homeRow;

    UrSide(char letter, int homeRow) {
        this.letter = letter;
        this.homeRow = homeRow;
    }

    @Override
    public SideTable<UrSide> sides() {
        return SIDES;
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
        return SIDES.of(side);
    }

    /** The side named {@code light} or {@code dark}. @throws IllegalArgumentException for anything else */
    public static UrSide ofWord(String word) {
        return SIDES.ofWord(word);
    }

    /** The side whose letter is {@code l} or {@code d}, or null for any other character. */
    public static UrSide ofLetter(char letter) {
        return letter == 'l' ? LIGHT : letter == 'd' ? DARK : null;
    }
}
