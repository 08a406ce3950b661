package org.tabula.morris.model;

import org.tabula.api.Side;
import org.tabula.engine.side.GameSide;
import org.tabula.engine.side.SideTable;

/** The two sides of morris: white, who moves first, and black. */
public enum Colour implements GameSide<Colour> {
    /** Moves first. */
    WHITE,
    /** Moves second. */
    BLACK;

    /** The side letters of a position's turn field, {@code w} and {@code b}, are {@link #letter()}. */
    private static final SideTable<Colour> SIDES = SideTable.of(Colour.class, "morris", "wb");

    @Override
    public SideTable<Colour> sides() {
        return SIDES;
    }

    /** The board character of a man of this side in a position: {@code W} or {@code B}. */
    public char glyph() {
        return Character.toUpperCase(letter());
    }

    /** The colour of an API side. @throws IllegalArgumentException for a side morris does not have */
    public static Colour of(Side side) {
        return SIDES.of(side);
    }

    /** The colour named {@code white} or {@code black}. @throws IllegalArgumentException for anything else */
    public static Colour ofWord(String word) {
        return SIDES.ofWord(word);
    }
}
