package com.example.tangled;

import com.example.tangled.rules.Cell;

/** A fixture: the exported root hands out a type of its rules, as no game may. */
public final class TangledGame {
    public Cell firstCell() {
        return new Cell(0);
    }
}
