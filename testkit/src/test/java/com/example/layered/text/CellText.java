package com.example.layered.text;

import com.example.layered.rules.Cell;

/** A fixture: the text builds on the rules alone. */
public final class CellText {
    private CellText() {
    }

    public static String write(Cell cell) {
        return Integer.toString(cell.index());
    }
}
