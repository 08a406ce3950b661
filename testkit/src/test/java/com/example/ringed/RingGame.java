package com.example.ringed;

import com.example.ringed.text.RingText;

/** A fixture: the root writes its moves through its text, which takes the root's own move: a circle. */
public final class RingGame {
    public String firstMove() {
        return RingText.write(new RingMove(0));
    }
}
