package org.tabula.royalur.text;

import java.util.Objects;
import org.tabula.api.MatchMarks;
import org.tabula.royalur.rules.GameState;

/**
 * A record played through: the game its turns make and what it marks beside them (a player's ending), which the
 * provider hands to api's match.
 *
 * @param state the game the turns made
 * @param marks the ending a player made, as the record's {@code [result ...]} names it
 */
public record ReadGame(GameState state, MatchMarks marks) {

    /** Checks that both are present. */
    public ReadGame {
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(marks, "marks");
    }
}
