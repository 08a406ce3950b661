package org.tabula.host.core.seat;

import java.time.Clock;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.tabula.api.RecordDate;
import org.tabula.api.RecordHeaders;
import org.tabula.api.Side;

/**
 * The headers a host gives a record: the day from its clock, each side's seat as the command line and the API name
 * it ({@code human}, {@code bot:3}) and the seed it drew bots and dice from. The game writes those its notation has
 * room for; the terminal's games and matches and the server's tables give the same.
 */
public final class HostHeaders {

    private HostHeaders() {
    }

    /**
     * The headers of a game played now. A game carried on from a record keeps the day it was begun, which the
     * record read back says ({@code before}); the seats and the seed are this session's.
     */
    public static RecordHeaders of(Clock clock, RecordHeaders before, Map<Side, PlayerChoice> seats, long seed) {
        LocalDate today = LocalDate.now(clock);
        RecordDate date = before.date().orElseGet(() -> new RecordDate(today.getYear(), today.getMonthValue(),
                today.getDayOfMonth()));
        return new RecordHeaders(Optional.of(date), players(seats), OptionalLong.of(seed));
    }

    /** The headers with these seats, after the bots' level changed mid-game: the rest as they were. */
    public static RecordHeaders reseated(RecordHeaders before, Map<Side, PlayerChoice> seats) {
        return new RecordHeaders(before.date(), players(seats), before.seed());
    }

    private static Map<Side, String> players(Map<Side, PlayerChoice> seats) {
        Map<Side, String> players = new LinkedHashMap<>();
        seats.forEach((side, seat) -> players.put(side, seat.toString()));
        return players;
    }
}
