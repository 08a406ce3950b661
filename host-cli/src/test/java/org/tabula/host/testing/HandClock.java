package org.tabula.host.testing;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A clock for tests: moved by hand, and also by a step each time it is read when one is given. */
public final class HandClock extends Clock {

    private final Duration step;
    private Instant now;

    private HandClock(Instant start, Duration step) {
        this.now = start;
        this.step = step;
    }

    /** A clock standing at {@code start} until moved by {@link #pass}. */
    public static HandClock at(Instant start) {
        return new HandClock(start, Duration.ZERO);
    }

    /** A clock that moves on by {@code step} each time it is read, so that time passes as a bot thinks. */
    public static HandClock stepping(Duration step) {
        return new HandClock(TestHost.NOW, step);
    }

    /** Moves the clock on. */
    public synchronized void pass(Duration time) {
        now = now.plus(time);
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }

    @Override
    public synchronized Instant instant() {
        now = now.plus(step);
        return now;
    }
}
