package org.tabula.host.core.clock;

import java.time.Duration;
import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A game's clock as a host stores it: each side's time left when the running side's turn began, and when it
 * began, never a ticking count. Everything else (the time left now, when a flag falls) is worked out from an
 * instant given, so every reader of the stored state (a restarted server, a second server) agrees.
 *
 * @param control the time control
 * @param left each side's time left when the turn began (the running side's) or when its own turn ended, in the
 *     game's side order
 * @param running the side whose time runs, or empty before the game starts and after it ends
 * @param turnBegan when the running side's turn began; present exactly when a side's time runs
 */
public record ClockState(TimeControl control, Map<String, Duration> left, Optional<String> running,
        Optional<Instant> turnBegan) {

    /** Checks that the running side has its time and its turn's start. */
    public ClockState {
        Objects.requireNonNull(control, "control");
        Objects.requireNonNull(running, "running");
        Objects.requireNonNull(turnBegan, "turnBegan");
        Map<String, Duration> times = Collections.unmodifiableMap(new LinkedHashMap<>(left));
        if (running.isPresent() != turnBegan.isPresent()) {
            throw new IllegalArgumentException("a running clock has its turn's start, a stopped one none");
        }
        if (running.isPresent() && !times.containsKey(running.get())) {
            throw new IllegalArgumentException("the running side has no time: " + running.get());
        }
        if (times.values().stream().anyMatch(Duration::isNegative)) {
            throw new IllegalArgumentException("a negative time left: " + times);
        }
        left = times;
    }

    /** The clock of a game whose sides are not all seated yet: every side's full time, none running. */
    public static ClockState ready(TimeControl control, List<String> sides) {
        Map<String, Duration> full = new LinkedHashMap<>();
        sides.forEach(side -> full.put(side, control.start()));
        return new ClockState(control, full, Optional.empty(), Optional.empty());
    }

    /** The clock of a game starting at {@code at}, {@code first}'s time running. */
    public static ClockState start(TimeControl control, List<String> sides, String first, Instant at) {
        return ready(control, sides).started(first, at);
    }

    /** This clock with {@code side}'s time running from {@code at} (a stopped clock started). */
    public ClockState started(String side, Instant at) {
        return new ClockState(control, left, Optional.of(side), Optional.of(at));
    }

    /** The side's time left at {@code at}: never negative, and the same however late for a side not running. */
    public Duration remaining(String side, Instant at) {
        Duration had = left.get(side);
        if (had == null) {
            throw new IllegalArgumentException("no side '" + side + "' on this clock");
        }
        if (!running.filter(side::equals).isPresent()) {
            return had;
        }
        Duration used = Duration.between(turnBegan.orElseThrow(), at);
        Duration after = had.minus(control.charged(used.isNegative() ? Duration.ZERO : used));
        return after.isNegative() ? Duration.ZERO : after;
    }

    /**
     * The clock after the running side moved at {@code at}: its time as then, with what the control adds after a
     * move; {@code next}'s turn begins (the same side again after a turn that goes on, as on Ur's rosettes).
     */
    public ClockState passed(String next, Instant at) {
        if (running.isEmpty()) {
            return started(next, at);
        }
        String mover = running.get();
        Map<String, Duration> after = new LinkedHashMap<>(left);
        after.put(mover, control.afterMove(remaining(mover, at)));
        return new ClockState(control, after, Optional.of(next), Optional.of(at));
    }

    /** The clock stopped at {@code at} (the game over): each side's time as then, for good. */
    public ClockState stopped(Instant at) {
        Map<String, Duration> after = new LinkedHashMap<>(left);
        running.ifPresent(side -> after.put(side, remaining(side, at)));
        return new ClockState(control, after, Optional.empty(), Optional.empty());
    }

    /** When the running side's time runs out, or empty when none runs. */
    public Optional<Instant> flagFalls() {
        return running.map(side -> turnBegan.orElseThrow().plus(control.grace()).plus(left.get(side)));
    }

    /** The side whose time has run out by {@code at}, if any. */
    public Optional<String> flagged(Instant at) {
        return flagFalls().filter(falls -> !at.isBefore(falls)).flatMap(falls -> running);
    }

    /** The clock as read at {@code at}: each side's milliseconds left. */
    public ClockReading read(Instant at) {
        Map<String, Long> millis = new LinkedHashMap<>();
        left.keySet().forEach(side -> millis.put(side, remaining(side, at).toMillis()));
        return new ClockReading(control, millis, at, running, turnBegan);
    }

    /**
     * How long a bot playing {@code side} may think at {@code at}: a fortieth of its time left and what the
     * control gives each move, no more than {@code cap} (the host's own limit) and never nothing.
     */
    public Duration thinkingTime(String side, Instant at, Duration cap) {
        Duration budget = remaining(side, at).dividedBy(40).plus(control.perMove());
        Duration capped = budget.compareTo(cap) > 0 ? cap : budget;
        return capped.compareTo(Duration.ofMillis(1)) < 0 ? Duration.ofMillis(1) : capped;
    }
}
