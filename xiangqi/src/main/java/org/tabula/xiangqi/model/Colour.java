package org.tabula.xiangqi.model;

import org.tabula.api.Side;
import org.tabula.engine.side.GameSide;
import org.tabula.engine.side.SideTable;

/** The two sides of xiangqi: red, who moves first from ranks 0 to 4, and black, from ranks 5 to 9. */
public enum Colour implements GameSide<Colour> {
    /** Moves first; its general starts on e0. */
    RED,
    /** Moves second; its general starts on e9. */
    BLACK;

    private static final SideTable<Colour> SIDES = SideTable.of(Colour.class, "xiangqi", "wb");

    @Override
    public SideTable<Colour> sides() {
        return SIDES;
    }

    /** The letter of a FEN's side-to-move field: {@code w} for red (as chess writes it) or {@code b}. */
    public char fenLetter() {
        return letter();
    }

    /** The colour of an API side. @throws IllegalArgumentException for a side xiangqi does not have */
    public static Colour of(Side side) {
        return SIDES.of(side);
    }

    /** The colour named {@code red} or {@code black}. @throws IllegalArgumentException for anything else */
    public static Colour ofWord(String word) {
        return SIDES.ofWord(word);
    }
}
