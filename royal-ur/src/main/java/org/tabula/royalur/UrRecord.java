package org.tabula.royalur;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A game record of the Royal Game of Ur as read, before any game plays it: its header, its turns and its result.
 *
 * @param rules the rule set of {@code [rules ...]}
 * @param first the side that moves first, {@code [first ...]}
 * @param seed the seed of {@code [seed ...]}, when the record has one
 * @param opening the throws spent deciding who moves first, {@code [opening N]}, when the record has one
 * @param start the position the game began from, {@code [position ...]}, when it did not begin from the usual start
 *     (a line beyond the seed, for games begun from a position)
 * @param turns the turns, in order
 * @param result the {@code [result ...]}, when the record has one
 */
public record UrRecord(UrRules rules, UrSide first, Optional<Seed> seed, Optional<Integer> opening,
        Optional<Position> start, List<RecordTurn> turns, Optional<RecordResult> result) {

    /** Checks that nothing is missing and that an opening comes only with a seed. */
    public UrRecord {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(seed, "seed");
        Objects.requireNonNull(opening, "opening");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(result, "result");
        turns = List.copyOf(turns);
        if (opening.isPresent() && (seed.isEmpty() || opening.get() < 0)) {
            throw new IllegalArgumentException("an opening is a count of throws, and only with a seed");
        }
    }

    /** The number of the throw of a turn (counted from 0): the opening's throws come first. */
    public long throwNumber(int turnIndex) {
        return (long) opening.orElse(0) + turnIndex;
    }
}
