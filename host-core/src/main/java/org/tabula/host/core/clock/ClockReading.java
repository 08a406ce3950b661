package org.tabula.host.core.clock;

import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A clock as read at one moment, what a client is shown: it ticks the running side down from here on its own.
 *
 * @param control the time control
 * @param remaining each side's time left at {@code readAt}, in milliseconds, in the game's side order
 * @param readAt the moment read
 * @param running the side whose time runs, or empty before the game starts and after it ends
 * @param turnBegan when the running side's turn began (what is left of a delay is worked out from it)
 */
public record ClockReading(TimeControl control, Map<String, Long> remaining, Instant readAt,
        Optional<String> running, Optional<Instant> turnBegan) {

    /** Copies the times, keeping their order. */
    public ClockReading {
        Objects.requireNonNull(control, "control");
        Objects.requireNonNull(readAt, "readAt");
        Objects.requireNonNull(running, "running");
        Objects.requireNonNull(turnBegan, "turnBegan");
        remaining = Collections.unmodifiableMap(new LinkedHashMap<>(remaining));
    }
}
