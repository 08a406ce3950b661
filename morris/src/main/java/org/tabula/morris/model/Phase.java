package org.tabula.morris.model;

import java.util.Locale;

/** What a side does on its turn: place a man from its hand, move one along a line, or fly one anywhere. */
public enum Phase {
    /** The side still has men in hand and puts one on an empty point. */
    PLACING,
    /** The side moves a man along a line to the next point, if it is empty. */
    MOVING,
    /** The side has exactly three men, none in hand, and flying is on: a man moves to any empty point. */
    FLYING;

    /** The lower-case word: {@code placing}, {@code moving} or {@code flying}. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}
