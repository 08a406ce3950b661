package org.tabula.checkers.model;

import org.tabula.api.Side;
import org.tabula.engine.side.GameSide;
import org.tabula.engine.side.SideTable;

/** The two sides of checkers: black, who moves first from squares 1 to 12, and white, from 21 to 32. */
public enum Colour implements GameSide<Colour> {
    /** Moves first; its men move down the board, towards squares 29 to 32. Core index 0. */
    BLACK,
    /** Moves second; its men move up the board, towards squares 1 to 4. Core index 1. */
    WHITE;

    /** The letters of a FEN, {@code B} and {@code W}, are {@link #letter()}. */
    private static final SideTable<Colour> SIDES = SideTable.of(Colour.class, "checkers", "BW");

    @Override
    public SideTable<Colour> sides() {
        return SIDES;
    }

    /** The colour of a core index: 0 for black, 1 for white. */
    public static Colour ofIndex(int index) {
        return SIDES.ofIndex(index);
    }

    /** The colour of an API side. @throws IllegalArgumentException for a side checkers does not have */
    public static Colour of(Side side) {
        return SIDES.of(side);
    }

    /** The colour named {@code black} or {@code white}. @throws IllegalArgumentException for anything else */
    public static Colour ofWord(String word) {
        return SIDES.ofWord(word);
    }
}
