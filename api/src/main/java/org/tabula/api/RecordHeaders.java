package org.tabula.api;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What a record may say about a match beside its moves and marks, where the game's notation has room for it: the
 * day it was played, who played each side ({@code human}, {@code bot:3}) and the seed the host played it with.
 * The host gives them (a game has no clock and knows no players); a notation with no header for one of them writes
 * nothing of it, and reading a record gives back those it has.
 *
 * @param date the day the game was played, or empty
 * @param players who played each side, by side; a side not named is not known
 * @param seed the seed the host's bots and dice were drawn from, or empty
 * @since 0.1.0
 */
public record RecordHeaders(Optional<RecordDate> date, Map<Side, String> players, OptionalLong seed) {

    /** Nothing said: a record of the moves and marks alone. */
    public static final RecordHeaders NONE = new RecordHeaders(Optional.empty(), Map.of(), OptionalLong.empty());

    /**
     * Checks that each player is named on one line, and keeps the players in the order given, unchangeable.
     *
     * @param date the day the game was played, or empty
     * @param players who played each side, by side; a side not named is not known
     * @param seed the seed the host's bots and dice were drawn from, or empty
     */
    public RecordHeaders {
        Objects.requireNonNull(date, "date");
        Objects.requireNonNull(seed, "seed");
        Map<Side, String> copy = new LinkedHashMap<>();
        Objects.requireNonNull(players, "players").forEach((side, name) -> {
            Objects.requireNonNull(side, "side");
            Objects.requireNonNull(name, "player");
            if (!isPlayer(name)) {
                throw new IllegalArgumentException("a player is named on one line, not '" + name + "'");
            }
            copy.put(side, name);
        });
        players = Collections.unmodifiableMap(copy);
    }

    /**
     * Whether a text can name a player: not blank and on one line, for a header is one line and is read back.
     *
     * @param name the text to check
     * @return true when the text can stand in a player header
     */
    public static boolean isPlayer(String name) {
        return !name.isBlank() && name.chars().noneMatch(c -> c < ' ' || c == 0x7f);
    }

    /**
     * Who played the side, when known.
     *
     * @param side one of the game's sides
     * @return the player's name, or empty when the record does not say
     */
    public Optional<String> player(Side side) {
        return Optional.ofNullable(players.get(side));
    }
}
