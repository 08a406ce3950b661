package com.example.tangled.text;

import com.example.tangled.bots.FirstCellBot;

/** A fixture: text that asks a bot, as no game may. */
public final class CellText {
    private CellText() {
    }

    public static String write(int index) {
        return index < 0 ? FirstCellBot.name() : Integer.toString(index);
    }
}
