package org.tabula.royalur.rules;

import java.util.Objects;
import org.tabula.royalur.model.Position;
import org.tabula.royalur.model.UrMove;

/**
 * A turn of the history with the position it was played from, which says who played it: a move's hand and home
 * are its mover's.
 *
 * @param move the turn, a move or a turn lost
 * @param from the position it was played from
 */
public record PlayedTurn(UrMove move, Position from) {

    /** Checks both parts. */
    public PlayedTurn {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(from, "from");
    }
}
