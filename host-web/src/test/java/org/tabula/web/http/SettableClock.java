package org.tabula.web.http;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A clock a test sets forward, so that a server's clocks run out without the test waiting for real minutes. */
public final class SettableClock extends Clock {

    private Instant now;

    public SettableClock(Instant start) {
        this.now = start;
    }

    @Override
    public synchronized Instant instant() {
        return now;
    }

    /** Moves the clock on. */
    public synchronized void advance(Duration by) {
        now = now.plus(by);
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }
}
