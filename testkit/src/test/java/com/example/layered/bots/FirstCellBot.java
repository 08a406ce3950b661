package com.example.layered.bots;

import com.example.layered.rules.Cell;

/** A fixture: the bots build on the rules alone. */
public final class FirstCellBot {
    public Cell choose() {
        return new Cell(0);
    }
}
