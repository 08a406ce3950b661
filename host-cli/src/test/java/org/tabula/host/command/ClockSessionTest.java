package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.host.testing.HandClock;
import org.tabula.host.testing.TestHost;
import org.tabula.host.testing.TestHost.Run;

/** {@code tabula play --clock}: the clocks at the prompt and beside the board, and a side losing on time. */
class ClockSessionTest {

    @TempDir
    Path dir;

    @Test
    void humans_seeTheirClocks_andTheSideWhoseTimeRunsOut_losesByTimeout_inTheRecord() throws IOException {
        Path saved = dir.resolve("game.txt");
        // Every read of the host's clock is 20 seconds later: a minute each runs out within a few moves.
        Run run = TestHost.create().withClock(HandClock.stepping(Duration.ofSeconds(20)))
                .typing("d2", "d6", "b4", "f4", "a1", "g7", "quit")
                .run("play", "morris", "--white", "human", "--black", "human", "--clock", "1+0", "--save",
                        saved.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).containsPattern("clock: white [01]:\\d\\d, black [01]:\\d\\d")
                .containsPattern("1\\. white [01]:\\d\\d> ")
                .containsPattern("(white|black)'s time has run out\\.")
                .containsPattern("Game over after \\d+ moves?\\. .* ran out of time \\((white|black) timeout\\)");
        assertThat(Files.readString(saved)).containsPattern("result (white|black) timeout");
    }

    @Test
    void bots_thinkWithinTheirTimeLeft_andOneLosesOnTime() {
        Run run = TestHost.create().withClock(HandClock.stepping(Duration.ofSeconds(1)))
                .run("play", "morris", "--white", "bot:2", "--black", "bot:2", "--clock", "0.5+0", "--seed", "3");

        assertThat(run.exitCode()).as(run.err()).isZero();
        // A fortieth of 30 seconds is under a second: on a clock read a second apart, a bot's first look stops it.
        assertThat(run.out()).containsPattern("white plays \\S+  \\(bot 2, [12]\\.0 s\\)")
                .containsPattern("ran out of time \\((white|black) timeout\\)");
    }

    @Test
    void aClockThatIsNone_isAUsageError_sayingWhatAClockIs() {
        Run run = TestHost.create().run("play", "morris", "--clock", "five");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).startsWith("tabula play: ").contains("MINUTES+SECONDS (5+3)").contains("'five'");
    }
}
