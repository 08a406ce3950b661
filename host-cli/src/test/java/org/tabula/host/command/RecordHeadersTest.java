package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.host.testing.TestHost;
import org.tabula.host.testing.TestHost.Run;

/** A saved record carries the day (from the host's clock), the players as seated and the seed. */
class RecordHeadersTest {

    @TempDir
    Path dir;

    @Test
    void play_savesTheDatePlayersAndSeed_andACarryOnKeepsTheDayItBegan() throws IOException {
        Path file = dir.resolve("game.pdn");
        Run first = TestHost.create().typing("11-15", "quit")
                .run("play", "checkers", "--black", "human", "--white", "human", "--seed", "7", "--save",
                        file.toString());
        assertThat(first.exitCode()).isZero();
        assertThat(Files.readString(file)).contains("[Date \"2026.01.01\"]", "[White \"human\"]",
                "[Black \"human\"]", "[Seed \"7\"]");

        Clock later = Clock.fixed(Instant.parse("2026-02-03T08:00:00Z"), ZoneOffset.UTC);
        Run second = TestHost.create().withClock(later).typing("quit")
                .run("play", "checkers", "--black", "human", "--white", "bot:1", "--seed", "8", "--load",
                        file.toString(), "--save", file.toString());
        assertThat(second.exitCode()).isZero();
        assertThat(Files.readString(file)).contains("[Date \"2026.01.01\"]", "[White \"bot:1\"]",
                "[Black \"human\"]", "[Seed \"8\"]");
    }

    @Test
    void saveAtThePrompt_carriesTheHeadersToo() throws IOException {
        Path file = dir.resolve("kept.txt");
        Run run = TestHost.create().withClock(Clock.fixed(Instant.parse("2026-05-06T23:30:00Z"), ZoneOffset.UTC))
                .typing("h2e2", "save " + file, "quit")
                .run("play", "xiangqi", "--red", "human", "--black", "human", "--seed", "-3");
        assertThat(run.exitCode()).isZero();
        assertThat(Files.readString(file)).startsWith("[Game \"Chinese Chess\"]\n[Date \"2026.05.06\"]\n"
                + "[Red \"human\"]\n[Black \"human\"]\n[Seed \"-3\"]\n");
    }

    @Test
    void match_writesEachGamesPlayersAndSeedInItsRecord() throws IOException {
        Path out = dir.resolve("records");
        Run run = TestHost.create().run("match", "checkers", "--black", "bot:1", "--white", "bot:2", "--games", "2",
                "--seed", "5", "--out", out.toString(), "--option", "no-progress-limit=10");
        assertThat(run.exitCode()).isZero();
        String one = Files.readString(out.resolve("game-001.txt"));
        String two = Files.readString(out.resolve("game-002.txt"));
        assertThat(one).contains("[Date \"2026.01.01\"]", "[Black \"bot:1\"]", "[White \"bot:2\"]", "[Seed \"");
        assertThat(two).contains("[Black \"bot:2\"]", "[White \"bot:1\"]", "[Seed \"");
    }

    @Test
    void match_writesTheResultTheRulesReached_inEachXiangqiRecord() throws IOException {
        Path out = dir.resolve("xiangqi");
        Run run = TestHost.create().run("match", "xiangqi", "--red", "bot:1", "--black", "bot:1", "--games", "2",
                "--seed", "5", "--out", out.toString(), "--option", "no-capture-limit=6");
        assertThat(run.exitCode()).isZero();
        for (String name : new String[] {"game-001.txt", "game-002.txt"}) {
            String record = Files.readString(out.resolve(name));
            assertThat(record).as(name).containsPattern("\\[Result \"(1-0|0-1|1/2-1/2)\"\\]\n")
                    .doesNotContain("\nresult ");
            Run replayed = TestHost.create().run("replay", out.resolve(name).toString());
            assertThat(replayed.exitCode()).isZero();
            assertThat(replayed.out()).contains("result ");
        }
    }
}
