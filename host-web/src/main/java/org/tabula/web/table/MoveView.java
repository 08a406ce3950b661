package org.tabula.web.table;

import java.util.List;

/**
 * A move as a client shows it: its text and the places it touches, in the order a person points at them.
 *
 * @param text the move's canonical text
 * @param places the places' names in the game's layout; empty for a game with no layout
 */
public record MoveView(String text, List<String> places) {

    /** Copies the places. */
    public MoveView {
        places = List.copyOf(places);
    }
}
