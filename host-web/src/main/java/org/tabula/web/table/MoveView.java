package org.tabula.web.table;

import java.util.List;
import java.util.Optional;

/**
 * A move as a client shows it: its text, its display text and the places it touches, in the order a person points
 * at them.
 *
 * @param text the move's canonical text
 * @param display the move as the game shows it to a reader (xiangqi's WXF), empty where that is its text
 * @param places the places' names in the game's layout; empty for a game with no layout
 */
public record MoveView(String text, Optional<String> display, List<String> places) {

    /** Copies the places. */
    public MoveView {
        places = List.copyOf(places);
    }
}
