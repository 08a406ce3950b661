package org.tabula.host.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.tabula.host.testing.FakeConsole;
import org.tabula.host.testing.HandClock;

class ProgressTest {

    @Test
    void lines_showTheTimeElapsed_andEstimateTheRest_fromTheMeanStepSoFar() {
        FakeConsole console = FakeConsole.withoutInput();
        HandClock clock = HandClock.at(Instant.EPOCH);
        try (Progress progress = Progress.of(console, clock, 4, "games")) {
            clock.pass(Duration.ofSeconds(10));
            progress.finished("game 1/4");
            clock.pass(Duration.ofSeconds(20));
            progress.finished("game 2/4");
            progress.finished(null);
            clock.pass(Duration.ofMinutes(59).plusSeconds(30));
            progress.finished("game 4/4");
        }

        assertThat(console.errors()).isEqualTo(""
                + "game 1/4 (0:10 elapsed, about 0:30 left)\n"
                + "game 2/4 (0:30 elapsed, about 0:30 left)\n"
                + "game 4/4 (1:00:00 elapsed)\n");
    }

    @Test
    void bar_isRedrawnInPlace_withWhatIsBeingDone_blankingALongerDrawing() {
        FakeConsole console = FakeConsole.typing();
        HandClock clock = HandClock.at(Instant.EPOCH);
        try (Progress progress = Progress.of(console, clock, 2, "parts")) {
            progress.begins("computing 4-4", "not shown on a bar");
            clock.pass(Duration.ofSeconds(75));
            progress.finished("not shown either");
        }

        String empty = "[------------------------------] 0/2 parts, 0:00 elapsed";
        String computing = "[------------------------------] 0/2 parts, computing 4-4, 0:00 elapsed";
        String half = "[###############---------------] 1/2 parts, 1:15 elapsed, about 1:15 left";
        assertThat(console.errors()).isEqualTo("\r" + empty + "\r" + computing
                + "\r" + half + " ".repeat(Math.max(0, computing.length() - half.length())) + "\n");
        assertThat(console.errors()).doesNotContain("not shown");
    }

    @Test
    void bar_staysWithinTheTerminalsColumns_narrowingItsBar_thenLeavingOutWhatIsBeingDone() {
        for (int columns : new int[] {80, 60, 40}) {
            FakeConsole console = FakeConsole.typing().withWidth(columns);
            HandClock clock = HandClock.at(Instant.EPOCH);
            try (Progress progress = Progress.of(console, clock, 3, "parts")) {
                progress.begins("computing 4-3", null);
                clock.pass(Duration.ofSeconds(9));
                progress.finished(null);
                progress.begins("computing 4-4", null);
                clock.pass(Duration.ofMinutes(12));
            }

            assertThat(Arrays.stream(console.errors().split("[\r\n]")))
                    .as("at %d columns: %s", columns, console.errors())
                    .allSatisfy(drawn -> assertThat(drawn.length()).as(drawn).isLessThan(columns));
            assertThat(console.errors()).contains("1/3 parts");
        }
        FakeConsole wide = FakeConsole.typing().withWidth(80);
        try (Progress progress = Progress.of(wide, HandClock.at(Instant.EPOCH), 3, "parts")) {
            progress.begins("computing 4-3", null);
        }
        assertThat(wide.errors()).contains("0/3 parts, computing 4-3, 0:00 elapsed");
    }

    @Test
    void bar_keepsTheKeysTypedMeanwhileFromShowing_untilItIsClosed() {
        FakeConsole console = FakeConsole.typing();
        Progress progress = Progress.of(console, HandClock.at(Instant.EPOCH), 2, "parts");

        assertThat(console.inputQuiet()).isTrue();
        progress.close();
        assertThat(console.inputQuiet()).isFalse();
    }

    @Test
    void lines_toAFileOrAPipe_leaveTheInputAsItIs() {
        FakeConsole console = FakeConsole.withoutInput();
        try (Progress progress = Progress.of(console, HandClock.at(Instant.EPOCH), 2, "games")) {
            assertThat(console.inputQuiet()).isFalse();
        }
    }
}
