package org.tabula.web.table;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.tabula.api.Match;
import org.tabula.api.Status;

/** What a table's versions are stamped with: the instant they were made and the store's word for the game. */
final class TableStamps {

    private TableStamps() {
    }

    /** The clock's instant, to the millisecond: as the table clocks count and the store keeps it. */
    static Instant now(Clock clock) {
        return clock.instant().truncatedTo(ChronoUnit.MILLIS);
    }

    /** The status as the store keeps it, and the lobby lists it by: {@code over} or {@code active}. */
    static String status(Match match) {
        return match.status() == Status.FINISHED ? "over" : "active";
    }
}
