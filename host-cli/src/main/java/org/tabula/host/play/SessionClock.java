package org.tabula.host.play;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.Optional;
import java.util.StringJoiner;
import org.tabula.api.Match;
import org.tabula.api.Side;
import org.tabula.host.core.clock.ClockState;
import org.tabula.host.core.clock.TimeControl;
import org.tabula.host.core.clock.TurnMark;

/**
 * The clocks of a session at the terminal: host-core's {@link ClockState} kept as the match changes, read on the
 * host's clock. A flag that falls while a person types is found when the line comes back: that line is too late.
 */
final class SessionClock {

    private final Clock time;
    private ClockState state;
    /** Where the match stood at the last change, to tell what the next one did. */
    private TurnMark mark;

    private SessionClock(Clock time, ClockState state, TurnMark mark) {
        this.time = time;
        this.state = state;
        this.mark = mark;
    }

    /** The clocks of a match about to be played, the side to move's running from now. */
    static SessionClock start(TimeControl control, Match match, Clock time) {
        return new SessionClock(time, ClockState.start(control, match.sides().stream().map(Side::id).toList(),
                match.turn().id(), now(time)), TurnMark.of(match));
    }

    private static Instant now(Clock time) {
        return time.instant().truncatedTo(ChronoUnit.MILLIS);
    }

    /** The side whose time has run out, if any. */
    Optional<Side> flagged(Match match) {
        return state.flagged(now(time)).flatMap(id -> match.sides().stream().filter(s -> s.id().equals(id))
                .findFirst());
    }

    /** After the match changed: the clocks passed on, stopped, or as they were. */
    void changed(Match match) {
        state = mark.clockAfter(state, match, now(time));
        mark = TurnMark.of(match);
    }

    /** How long a bot playing the side may think now, no more than the host's limit. */
    Duration botTime(Side side, Duration cap) {
        return state.thinkingTime(side.id(), now(time), cap);
    }

    /** The side's time left as a person reads it: {@code 4:57}, {@code 1:02:03}, {@code 2d 03:04:05}. */
    String left(Side side) {
        return format(state.remaining(side.id(), now(time)));
    }

    /** The line beside the board: {@code clock: white 4:57, black 5:00 (white's running)}. */
    String line(Match match) {
        Instant at = now(time);
        StringJoiner sides = new StringJoiner(", ", "clock: ", "");
        match.sides().forEach(side -> sides.add(side.id() + " " + format(state.remaining(side.id(), at))));
        return sides + state.running().map(side -> " (" + side + "'s running)").orElse("");
    }

    static String format(Duration left) {
        long seconds = left.toSeconds();
        long days = seconds / 86_400;
        long hours = seconds % 86_400 / 3600;
        long minutes = seconds % 3600 / 60;
        long rest = seconds % 60;
        if (days > 0) {
            return String.format(Locale.ROOT, "%dd %02d:%02d:%02d", days, hours, minutes, rest);
        }
        return hours > 0 ? String.format(Locale.ROOT, "%d:%02d:%02d", hours, minutes, rest)
                : String.format(Locale.ROOT, "%d:%02d", minutes, rest);
    }
}
