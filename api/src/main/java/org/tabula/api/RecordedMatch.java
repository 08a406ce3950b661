package org.tabula.api;

import java.util.Objects;

/**
 * A record read back: the game its moves play through, with the options the record names, and what the record
 * keeps of the match beside the moves.
 *
 * @param game the game the moves made
 * @param marks the offer and the player's ending the record names
 * @since 0.1.0
 */
public record RecordedMatch(Game game, MatchMarks marks) {

    /**
     * Checks that both are present.
     *
     * @param game the game the moves made
     * @param marks the offer and the player's ending the record names
     */
    public RecordedMatch {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(marks, "marks");
    }
}
