package org.tabula.dicerace.text;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.MatchMarks;
import org.tabula.dicerace.rules.RaceMove;
import org.tabula.dicerace.rules.RaceState;

/**
 * A dice race record as read: the seed it names, the start it names, the moves it plays with the state before each, the state it
 * ends in, and the marks of its match.
 *
 * @param seed the seed a {@code seed N} line names, as written, or empty for the default
 * @param start the state the game began in: a {@code position} line's, or the usual start
 * @param before the state before each move, in order
 * @param moves the moves, in order
 * @param now the state after the last move and any roll after it
 * @param marks the offer and the player's ending the record names
 */
public record RecordRead(Optional<String> seed, RaceState start, List<RaceState> before, List<RaceMove> moves, RaceState now,
        MatchMarks marks) {

    /** Keeps the lists unchangeable and checks that they match. */
    public RecordRead {
        Objects.requireNonNull(seed, "seed");
        Objects.requireNonNull(start, "start");
        before = List.copyOf(before);
        moves = List.copyOf(moves);
        Objects.requireNonNull(now, "now");
        Objects.requireNonNull(marks, "marks");
        if (before.size() != moves.size()) {
            throw new IllegalArgumentException("one state before each move");
        }
    }
}
