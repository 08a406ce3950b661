package org.tabula.royalur.model;

import org.tabula.api.Side;
import org.tabula.engine.side.GameSide;
import org.tabula.engine.side.SideTable;

/** The two sides of the Royal Game of Ur: light, whose pieces start on row 1, and dark, whose start on row 3. */
public enum UrSide implements GameSide<UrSide> {
    /** Enters on row 1. */
    LIGHT,
    /** Enters on row 3. */
    DARK;

    /** The letters records and positions write, {@code l} and {@code d}, are {@link #letter()}. */
    private static final SideTable<UrSide> SIDES = SideTable.of(UrSide.class, "the Royal Game of Ur", "ld");

    @Override
    public SideTable<UrSide> sides() {
        return SIDES;
    }

    /** The row of the side's own lane: 1 for light, 3 for dark, either side of the shared middle row. */
    public int homeRow() {
        return 1 + 2 * ordinal();
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
