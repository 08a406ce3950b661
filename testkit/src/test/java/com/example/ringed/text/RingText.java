package com.example.ringed.text;

import com.example.ringed.RingMove;

/** A fixture: text that imports the root package which imports it, and nothing a layer rule forbids. */
public final class RingText {
    private RingText() {
    }

    public static String write(RingMove move) {
        return Integer.toString(move.cell());
    }
}
