package org.tabula.web.table;

import java.util.List;
import java.util.Optional;
import org.tabula.api.Game;
import org.tabula.api.Match;
import org.tabula.api.Move;

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

    /** A move of the match's legal ones, or one about to be played, as the match shows it and places it. */
    static MoveView of(Match match, Move move) {
        return new MoveView(move.text(), match.displayText(move), match.placesOf(move));
    }

    /**
     * The match's last move, its places read on the position before it (a copy of the rules state, taken back);
     * null before the first move.
     */
    static MoveView last(Match match) {
        List<? extends Move> history = match.history();
        if (history.isEmpty()) {
            return null;
        }
        Move last = history.get(history.size() - 1);
        Game before = match.state();
        List<String> places = List.of();
        Optional<String> display = Optional.empty();
        if (before.undo().isAccepted()) {
            try {
                places = before.placesOf(last);
                display = before.displayText(last);
            } catch (IllegalArgumentException e) {
                // A move the game cannot place after taking it back (a turn lost): shown without places.
                places = List.of();
            }
        }
        return new MoveView(last.text(), display, places);
    }
}
