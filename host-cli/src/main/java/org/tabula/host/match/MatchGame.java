package org.tabula.host.match;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import org.tabula.api.Result;
import org.tabula.api.Side;

/**
 * One finished game of a match.
 *
 * @param number the game's number, from 1
 * @param seats which entrant played each side, in the game's order of sides
 * @param result how it ended
 * @param record the game's record text
 * @param moves how many moves were played
 */
public record MatchGame(int number, Map<Side, Entrant> seats, Result result, String record, int moves) {

    /** Checks the parts. */
    public MatchGame {
        seats = Map.copyOf(seats);
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(record, "record");
    }

    /** {@code white bot:5, black bot:3}, in the order of the sides given. */
    public String seatsText(List<Side> order) {
        return order.stream().map(side -> side.id() + " " + seats.get(side)).collect(Collectors.joining(", "));
    }
}
