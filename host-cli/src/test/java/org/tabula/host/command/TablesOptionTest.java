package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Proxy;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.PrecomputedData;
import org.tabula.host.testing.FakeConsole;
import org.tabula.host.testing.TestHost.Run;
import org.tabula.host.testing.TestHost;

/**
 * {@code --tables DIR} on {@code play} and {@code match}: the tables a game's bots computed during the games are
 * kept a file a part, and read back the next time instead of computed again.
 */
class TablesOptionTest {

    /** White a7 d7 b2, black c5 e3 g1, in the 3-3 endgame subspace morris's top level reads from its tables. */
    private static final String THREE_THREE = "WW....B..........BW....B w 0 0 0 40";

    @TempDir
    Path dir;

    @Test
    void match_withTables_keepsTheTablesItsBotsUsed_andLoadsThemNextTime() throws IOException {
        String[] args = {"match", "morris", "--white", "bot:5", "--black", "bot:5", "--games", "1", "--seed", "1",
            "--position", THREE_THREE, "--tables", dir.toString()};

        Run first = TestHost.create().run(args);
        Path kept = dir.resolve("morris-3-3.bin");

        assertThat(first.exitCode()).isZero();
        assertThat(first.err()).contains("tabula match: kept " + kept);
        assertThat(Files.size(kept)).isPositive();

        Run again = TestHost.create().run(args);

        assertThat(again.exitCode()).isZero();
        assertThat(again.err()).doesNotContain("kept").doesNotContain("skipped");
        assertThat(again.out()).isEqualTo(first.out());
    }

    @Test
    void play_withTables_keepsTheTablesItsBotsUsed_andReportsADamagedFile() throws IOException {
        Files.writeString(dir.resolve("morris-5-4.bin"), "not a table");

        Run run = TestHost.create().run("play", "morris", "--white", "bot:5", "--black", "bot:5", "--seed", "1",
                "--position", THREE_THREE, "--tables", dir.toString());

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).contains("tabula play: " + dir.resolve("morris-5-4.bin") + ": skipped: ")
                .contains("tabula play: kept " + dir.resolve("morris-3-3.bin"));
        assertThat(Files.readAllBytes(dir.resolve("morris-3-3.bin"))).startsWith("TABULAEG".getBytes());
    }

    @Test
    void withoutTables_nothingIsWritten() throws IOException {
        Run run = TestHost.create().run("match", "morris", "--white", "bot:5", "--black", "bot:5", "--games", "1",
                "--seed", "1", "--position", THREE_THREE);

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).doesNotContain("kept");
        try (var files = Files.list(dir)) {
            assertThat(files).isEmpty();
        }
    }

    @Test
    void prepare_computesBeforeTheGame_thePartsTheSeatedBotsRead_andSaysSo() {
        FakeParts data = new FakeParts(List.of("small", "large"), List.of(), List.of());
        List<String> computed = data.computed;
        GameProvider provider = data.provider();
        FakeConsole console = FakeConsole.withoutInput();
        Clock clock = Clock.fixed(Instant.EPOCH, ZoneOffset.UTC);

        Optional<PrecomputedData> kept = new TablesOption().prepare(provider, "race", GameOptions.of(List.of(),
                Map.of()), List.of(3, 5, 5), console, clock, "play");

        assertThat(computed).containsExactly("small");
        assertThat(console.errors()).isEqualTo("tabula play: computing race's small tables for its bots (--tables DIR"
                + " keeps them for the next time)\n"
                + "tabula play: computing part 1/1, small (0:00 elapsed)\n"
                + "tabula play: computed part 1/1, small (0:00 elapsed)\n");
        assertThat(kept).isEmpty();

        new TablesOption().prepare(provider, "race", GameOptions.of(List.of(), Map.of()), List.of(5),
                console, clock, "play");
        assertThat(computed).as("a part ready is not computed again").containsExactly("small");
    }

    @Test
    void prepareAnalysis_computesThePartsTheAnalysisReads_aStepEach_beforeItIsAsked() {
        FakeParts data = new FakeParts(List.of("3-3", "4-3", "4-4"), List.of("3-3"), List.of("3-3", "4-3", "4-4"));
        List<String> computed = data.computed;
        GameProvider provider = data.provider();
        Game game = (Game) Proxy.newProxyInstance(Game.class.getClassLoader(), new Class<?>[] {Game.class},
                (proxy, method, args) -> method.getName().equals("gameId") ? "race" : null);
        FakeConsole console = FakeConsole.withoutInput();

        new TablesOption().prepareAnalysis(provider, game, console, Clock.fixed(Instant.EPOCH, ZoneOffset.UTC),
                "solve");

        assertThat(computed).as("the part ready is not computed again").containsExactly("4-3", "4-4");
        assertThat(console.errors()).isEqualTo("tabula solve: computing race's 4-3, 4-4 tables to solve the position"
                + " (--tables DIR keeps them for the next time)\n"
                + "tabula solve: computing part 1/2, 4-3 (0:00 elapsed)\n"
                + "tabula solve: computed part 1/2, 4-3 (0:00 elapsed, about 0:00 left)\n"
                + "tabula solve: computing part 2/2, 4-4 (0:00 elapsed, about 0:00 left)\n"
                + "tabula solve: computed part 2/2, 4-4 (0:00 elapsed)\n");
    }

    /** Precomputed parts that record which were computed: level 5 reads "small", the analysis reads its list. */
    private static final class FakeParts implements PrecomputedData {
        final List<String> computed = new ArrayList<>();
        private final List<String> parts;
        private final List<String> readyAlready;
        private final List<String> forAnalysis;

        FakeParts(List<String> parts, List<String> readyAlready, List<String> forAnalysis) {
            this.parts = parts;
            this.readyAlready = readyAlready;
            this.forAnalysis = forAnalysis;
        }

        /** A provider offering these parts and nothing else. */
        GameProvider provider() {
            return (GameProvider) Proxy.newProxyInstance(GameProvider.class.getClassLoader(),
                    new Class<?>[] {GameProvider.class},
                    (proxy, method, args) -> method.getName().equals("precomputedData") ? Optional.of(this) : null);
        }

        @Override
        public List<String> parts() {
            return parts;
        }

        @Override
        public boolean isReady(String part) {
            return computed.contains(part) || readyAlready.contains(part);
        }

        @Override
        public byte[] save(String part) {
            computed.add(part);
            return new byte[0];
        }

        @Override
        public void load(String part, ByteBuffer bytes) {
            throw new AssertionError("no folder was given");
        }

        @Override
        public List<String> partsForBot(int level, GameOptions options) {
            return level == 5 ? List.of("small") : List.of();
        }

        @Override
        public List<String> partsForAnalysis(Game game) {
            return forAnalysis;
        }
    }
}
