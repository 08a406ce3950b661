package org.tabula.api;

import java.util.Objects;
import java.util.Optional;

/**
 * What a record keeps of a match beside its moves: the draw offer standing (or the one that stood when a player
 * ended the game), the ending a player made, and the headers the host gives (date, players, seed). A game's notation writes them in its own words: morris's
 * {@code offer black} and {@code result white resign} lines, Ur's {@code [result light resign]}, PDN's tags.
 *
 * @param offer the side whose draw offer stands or stood at the end, or empty
 * @param ending the {@link PlayerEnding} that ended the game, as its result, or empty
 * @param headers the date, players and seed, written where the notation has a header for them
 * @since 0.1.0
 */
public record MatchMarks(Optional<Side> offer, Optional<Result> ending, RecordHeaders headers) {

    /** No offer, no player's ending and no headers: a record of moves alone. */
    public static final MatchMarks NONE = new MatchMarks(Optional.empty(), Optional.empty());

    /**
     * An offer and an ending with no headers.
     *
     * @param offer the side whose draw offer stands, if any
     * @param ending the player's ending (a resignation, a timeout, an agreed draw), if the match ended so
     */
    public MatchMarks(Optional<Side> offer, Optional<Result> ending) {
        this(offer, ending, RecordHeaders.NONE);
    }

    /**
     * Checks that an ending is one a player makes.
     *
     * @param offer the side whose draw offer stands or stood at the end, or empty
     * @param ending the {@link PlayerEnding} that ended the game, as its result, or empty
     * @param headers the date, players and seed, written where the notation has a header for them
     */
    public MatchMarks {
        Objects.requireNonNull(offer, "offer");
        Objects.requireNonNull(ending, "ending");
        Objects.requireNonNull(headers, "headers");
        ending.ifPresent(result -> {
            if (PlayerEnding.of(result).isEmpty()) {
                throw new IllegalArgumentException("a record marks only an ending a player made, not " + result
                        .reason());
            }
        });
    }

    /**
     * The same offer and ending with these headers.
     *
     * @param given the headers the record carries
     * @return a new value with this offer and ending and the given headers
     */
    public MatchMarks withHeaders(RecordHeaders given) {
        return new MatchMarks(offer, ending, given);
    }
}
