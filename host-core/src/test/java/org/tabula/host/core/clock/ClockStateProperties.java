package org.tabula.host.core.clock;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Size;

/** A clock's arithmetic, on generated controls and generated turns of generated lengths. */
class ClockStateProperties {

    private static final Instant START = Instant.parse("2026-03-01T10:00:00Z");
    private static final List<String> SIDES = List.of("white", "black");

    @Provide
    Arbitrary<TimeControl> controls() {
        Arbitrary<Duration> limits = Arbitraries.longs().between(1, 86_400).map(Duration::ofSeconds);
        Arbitrary<Duration> extras = Arbitraries.longs().between(0, 3_600).map(Duration::ofSeconds);
        return Arbitraries.oneOf(
                Combinators.combine(limits, extras).as(TimeControl.Fischer::new),
                Combinators.combine(limits, extras).as(TimeControl.Delay::new),
                Arbitraries.integers().between(1, 14).map(TimeControl.Correspondence::new));
    }

    @Property
    void timeLeft_isNeverNegative_andNeverGrowsWithinATurn(@ForAll("controls") TimeControl control,
            @ForAll @Size(max = 12) List<@LongRange(min = 0, max = 2_000_000_000L) Long> turns,
            @ForAll @LongRange(min = 0, max = 4_000_000_000L) long later) {
        ClockState clock = ClockState.start(control, SIDES, "white", START);
        Instant at = START;
        for (long millis : turns) {
            at = at.plusMillis(millis);
            if (clock.flagged(at).isPresent()) {
                break;
            }
            clock = clock.passed(other(clock.running().orElseThrow()), at);
        }
        Instant now = at.plusMillis(later);
        for (String side : SIDES) {
            assertThat(clock.remaining(side, now)).isGreaterThanOrEqualTo(Duration.ZERO);
            assertThat(clock.remaining(side, now)).isLessThanOrEqualTo(clock.remaining(side, at));
        }
    }

    @Property
    void fischer_addsTheIncrementAfterEachMove(@ForAll @LongRange(min = 1, max = 86_400) long limit,
            @ForAll @LongRange(min = 0, max = 3_600) long increment,
            @ForAll @LongRange(min = 0, max = 86_400_000L) long used) {
        TimeControl control = new TimeControl.Fischer(Duration.ofSeconds(limit), Duration.ofSeconds(increment));
        ClockState clock = ClockState.start(control, SIDES, "white", START);
        Instant moved = START.plusMillis(used);
        if (clock.flagged(moved).isPresent()) {
            return;
        }
        ClockState after = clock.passed("black", moved);
        assertThat(after.remaining("white", moved)).isEqualTo(Duration.ofSeconds(limit).minusMillis(used)
                .plusSeconds(increment));
        assertThat(after.running()).contains("black");
        assertThat(after.remaining("black", moved)).isEqualTo(Duration.ofSeconds(limit));
    }

    @Property
    void delay_theFirstSecondsOfATurnCostNothing(@ForAll @LongRange(min = 1, max = 86_400) long limit,
            @ForAll @LongRange(min = 0, max = 3_600) long delay,
            @ForAll @LongRange(min = 0, max = 86_400_000L) long used) {
        TimeControl control = new TimeControl.Delay(Duration.ofSeconds(limit), Duration.ofSeconds(delay));
        ClockState clock = ClockState.start(control, SIDES, "white", START);
        Duration charged = Duration.ofMillis(Math.max(0, used - delay * 1000));
        Duration expected = Duration.ofSeconds(limit).minus(charged);
        assertThat(clock.remaining("white", START.plusMillis(used)))
                .isEqualTo(expected.isNegative() ? Duration.ZERO : expected);
    }

    @Property
    void correspondence_everyTurnHasItsDays_nothingCarriesOver(@ForAll @IntRange(min = 1, max = 14) int days,
            @ForAll @Size(min = 1, max = 8) List<@LongRange(min = 0, max = 86_400_000L) Long> turns) {
        ClockState clock = ClockState.start(new TimeControl.Correspondence(days), SIDES, "white", START);
        Instant at = START;
        for (long millis : turns) {
            at = at.plusMillis(millis);
            clock = clock.passed(other(clock.running().orElseThrow()), at);
            assertThat(clock.remaining(clock.running().orElseThrow(), at)).isEqualTo(Duration.ofDays(days));
        }
    }

    @Property
    void theFlagFalls_exactlyWhenTimeLeftReachesZero(@ForAll("controls") TimeControl control,
            @ForAll @LongRange(min = 0, max = 2_000_000_000L) long used) {
        ClockState clock = ClockState.start(control, SIDES, "black", START);
        Instant falls = clock.flagFalls().orElseThrow();
        assertThat(clock.flagged(falls)).contains("black");
        assertThat(clock.flagged(falls.minusMillis(1))).isEmpty();
        assertThat(clock.remaining("black", falls)).isZero();
        assertThat(clock.remaining("black", falls.minusMillis(1))).isPositive();
        Instant at = START.plusMillis(used);
        assertThat(clock.flagged(at).isPresent()).isEqualTo(clock.remaining("black", at).isZero());
    }

    @Property
    void aStoppedClock_readsTheSameForever_andNoFlagFalls(@ForAll("controls") TimeControl control,
            @ForAll @LongRange(min = 0, max = 2_000_000_000L) long used,
            @ForAll @LongRange(min = 0, max = 2_000_000_000L) long later) {
        ClockState clock = ClockState.start(control, SIDES, "white", START).stopped(START.plusMillis(used));
        assertThat(clock.running()).isEmpty();
        assertThat(clock.flagFalls()).isEmpty();
        Instant now = START.plusMillis(used + later);
        assertThat(clock.read(now).remaining()).isEqualTo(clock.read(START.plusMillis(used)).remaining());
    }

    @Property
    void aReading_givesEachSidesMillisAt_theMomentRead(@ForAll("controls") TimeControl control,
            @ForAll @LongRange(min = 0, max = 2_000_000_000L) long used) {
        ClockState clock = ClockState.start(control, SIDES, "white", START);
        Instant at = START.plusMillis(used);
        ClockReading reading = clock.read(at);
        assertThat(reading.readAt()).isEqualTo(at);
        assertThat(reading.running()).contains("white");
        assertThat(reading.control()).isEqualTo(control);
        assertThat(reading.remaining().keySet()).containsExactlyElementsOf(SIDES);
        assertThat(reading.remaining().get("white")).isEqualTo(clock.remaining("white", at).toMillis());
        assertThat(reading.remaining().get("black")).isEqualTo(control.start().toMillis());
    }

    @Property
    void aBotsTime_isAFortiethOfItsTimeLeftPlusTheIncrement_cappedByTheLimit(
            @ForAll("controls") TimeControl control, @ForAll @LongRange(min = 0, max = 2_000_000_000L) long used,
            @ForAll @LongRange(min = 1, max = 60_000) long capMillis) {
        ClockState clock = ClockState.start(control, SIDES, "white", START);
        Instant at = START.plusMillis(used);
        Duration cap = Duration.ofMillis(capMillis);
        Duration budget = clock.thinkingTime("white", at, cap);
        assertThat(budget).isPositive().isLessThanOrEqualTo(cap);
        Duration left = clock.remaining("white", at);
        if (!left.isZero()) {
            assertThat(budget).isLessThanOrEqualTo(left.dividedBy(40).plus(control.perMove()).plusMillis(1));
        }
    }

    @Property
    void aClockNotStarted_runsForNoOne_untilStarted(@ForAll("controls") TimeControl control,
            @ForAll @LongRange(min = 0, max = 2_000_000_000L) long waited) {
        ClockState ready = ClockState.ready(control, SIDES);
        Instant at = START.plusMillis(waited);
        assertThat(ready.running()).isEmpty();
        assertThat(ready.remaining("white", at)).isEqualTo(control.start());
        ClockState started = ready.started("black", at);
        assertThat(started.running()).contains("black");
        assertThat(started.remaining("black", at)).isEqualTo(control.start());
    }

    private static String other(String side) {
        return side.equals("white") ? "black" : "white";
    }
}
