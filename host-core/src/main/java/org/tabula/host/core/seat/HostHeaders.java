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
 * it ({@code human}, {@code bot:3}) and the seed it drew bots and dice from (the terminal's; a server keeps its tables'
 * seeds to itself). The game writes those its notation has room for.
 */
public final class HostHeaders {

    private HostHeaders() {
    }

    /**
     * The headers of a game played now. A game carried on from a record keeps the day it was begun, which the
     * record read back says ({@code before}); the seats and the seed are this session's.
     */
    public static RecordHeaders of(Clock clock, RecordHeaders before, Map<Side, PlayerChoice> seats, long seed) {
        return new RecordHeaders(Optional.of(day(clock, before)), players(seats), OptionalLong.of(seed));
    }

    /**
     * The headers of a game played now whose seed is not told: a server's table, whose seed draws the dice still to
     * come, which a player who read it could foresee. A seed the record read back carried is not this game's either.
     */
    public static RecordHeaders withoutSeed(Clock clock, RecordHeaders before, Map<Side, PlayerChoice> seats) {
        return new RecordHeaders(Optional.of(day(clock, before)), players(seats), OptionalLong.empty());
    }

    /** The day the game began: the record's, or today's. */
    private static RecordDate day(Clock clock, RecordHeaders before) {
        LocalDate today = LocalDate.now(clock);
        return before.date().orElseGet(() -> new RecordDate(today.getYear(), today.getMonthValue(),
                today.getDayOfMonth()));
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
