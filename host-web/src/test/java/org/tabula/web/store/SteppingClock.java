package org.tabula.web.store;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A clock that moves one second each time it is read, so every commit has its own, known time. */
final class SteppingClock extends Clock {

    private Instant next;

    SteppingClock(Instant start) {
        this.next = start;
    }

    @Override
    public synchronized Instant instant() {
        Instant now = next;
        next = next.plus(Duration.ofSeconds(1));
        return now;
    }

    /** The instant the next read will give. */
    synchronized Instant peek() {
        return next;
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        throw new UnsupportedOperationException("The store reads instants only");
    }
}
