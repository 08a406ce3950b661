package org.tabula.royalur.model;

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
 * @param plyCap the cap of turns that draws the game, {@code [ply_cap N]}, when the game has one that the result does
 *     not already say (Tabula's line, beyond the seed, so that the record names every option of the game)
 * @param start the position the game began from, {@code [position ...]}, when it did not begin from the usual start
 *     (a line beyond the seed, for games begun from a position)
 * @param turns the turns, in order (whole turns only: a roll thrown and not yet moved is no line of a record; a
 *     host keeps it beside, see {@link org.tabula.royalur.RoyalUrGame#unrecordedChance()})
 * @param result the {@code [result ...]}, when the record has one
 */
public record UrRecord(UrRules rules, UrSide first, Optional<Seed> seed, Optional<Integer> opening,
        Optional<Integer> plyCap, Optional<Position> start, List<RecordTurn> turns,
        Optional<RecordResult> result) {

    /** Checks that nothing is missing, and that an opening comes only with a seed. */
    public UrRecord {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(seed, "seed");
        Objects.requireNonNull(opening, "opening");
        Objects.requireNonNull(plyCap, "plyCap");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(result, "result");
        if (plyCap.isPresent() && plyCap.get() < 1) {
            throw new IllegalArgumentException("a cap of turns is 1 or more: " + plyCap.get());
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
