package org.tabula.host.core.referee;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.function.BooleanSupplier;

/** A bot's stop request that answers true once its time is up on the host's clock; engines read no clock. */
final class TimeLimit {

    private TimeLimit() {
    }

    /** True from {@code limit} after {@code start} on. */
    static BooleanSupplier from(Clock clock, Instant start, Duration limit) {
        Instant deadline = start.plus(limit);
        return () -> !clock.instant().isBefore(deadline);
    }
}
