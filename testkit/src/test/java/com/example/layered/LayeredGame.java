package com.example.layered;

import com.example.layered.bots.FirstCellBot;
import com.example.layered.text.CellText;

/** A fixture: the root hands out text, never a type from beneath it. */
public final class LayeredGame {
    public String firstMove() {
        return CellText.write(new FirstCellBot().choose());
    }
}
