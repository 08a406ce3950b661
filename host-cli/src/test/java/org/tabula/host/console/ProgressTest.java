package org.tabula.host.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.tabula.host.testing.HandClock;

class ProgressTest {

    @Test
    void lines_showTheTimeElapsed_andEstimateTheRest_fromTheMeanStepSoFar() {
        StringWriter err = new StringWriter();
        HandClock clock = HandClock.at(Instant.EPOCH);
        Progress progress = Progress.of(new PrintWriter(err, true), false, clock, 4, "games");

        clock.pass(Duration.ofSeconds(10));
        progress.finished("game 1/4");
        clock.pass(Duration.ofSeconds(20));
        progress.finished("game 2/4");
        progress.finished(null);
        clock.pass(Duration.ofMinutes(59).plusSeconds(30));
        progress.finished("game 4/4");
        progress.done();

        assertThat(err.toString().replace(System.lineSeparator(), "\n")).isEqualTo(""
                + "game 1/4 (0:10 elapsed, about 0:30 left)\n"
                + "game 2/4 (0:30 elapsed, about 0:30 left)\n"
                + "game 4/4 (1:00:00 elapsed)\n");
    }

    @Test
    void bar_isRedrawnInPlace_withWhatIsBeingDone_blankingALongerDrawing() {
        StringWriter err = new StringWriter();
        HandClock clock = HandClock.at(Instant.EPOCH);
        Progress progress = Progress.of(new PrintWriter(err, true), true, clock, 2, "parts");

        progress.begins("computing 4-4", "not shown on a bar");
        clock.pass(Duration.ofSeconds(75));
        progress.finished("not shown either");
        progress.done();

        String empty = "[------------------------------] 0/2 parts, 0:00 elapsed";
        String computing = "[------------------------------] 0/2 parts, computing 4-4, 0:00 elapsed";
        String half = "[###############---------------] 1/2 parts, 1:15 elapsed, about 1:15 left";
        assertThat(err.toString().replace(System.lineSeparator(), "\n")).isEqualTo("\r" + empty + "\r" + computing
                + "\r" + half + " ".repeat(Math.max(0, computing.length() - half.length())) + "\n");
        assertThat(err.toString()).doesNotContain("not shown");
    }
}
