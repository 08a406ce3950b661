package com.example.tangled.bots;

import com.example.tangled.text.CellText;

/** A fixture: a bot that reads text, as no game may. */
public final class FirstCellBot {
    public static String name() {
        return "first";
    }

    public String choose() {
        return CellText.write(0);
    }
}
