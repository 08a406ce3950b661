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
 * @param standing the roll standing after the last turn with no move made yet, {@code [roll ...]}, when there is one
 *     (Tabula's line, beyond the seed)
 * @param result the {@code [result ...]}, when the record has one
 */
public record UrRecord(UrRules rules, UrSide first, Optional<Seed> seed, Optional<Integer> opening,
        Optional<Position> start, List<RecordTurn> turns, Optional<RecordRoll> standing,
        Optional<RecordResult> result) {

    /** Checks that nothing is missing, that an opening comes only with a seed, and a roll standing only unended. */
    public UrRecord {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(seed, "seed");
        Objects.requireNonNull(opening, "opening");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(standing, "standing");
        Objects.requireNonNull(result, "result");
        if (standing.isPresent() && result.isPresent()) {
            throw new IllegalArgumentException("a game that has ended has no roll standing");
        }
        turns = List.copyOf(turns);
        if (opening.isPresent() && (seed.isEmpty() || opening.get() < 0)) {
            throw new IllegalArgumentException("an opening is a count of throws, and only with a seed");
        }
    }

    /**
     * The number of the seed's throw of a turn (counted from 0): the opening's throws come first, then one a turn
     * played, those before a {@code [position ...]} start (its ply) included.
     */
    public long throwNumber(int turnIndex) {
        return (long) opening.orElse(0) + start.map(Position::ply).orElse(0) + turnIndex;
    }
}
