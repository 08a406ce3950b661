package org.tabula.benchmarks.versus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;

/** Versus plays any game without chance through the contract: a few capped plies of bots, and a UCI engine. */
class VersusGamesTest {

    @ParameterizedTest
    @ValueSource(strings = {"xiangqi", "checkers"})
    void botAgainstBot_playsTheGame_fromItsOpenings_everyRecordReplaying(String id) throws InterruptedException {
        Versus.Options options = parse("--game", id, "--games", "2", "--millis", "5", "--cap", "12",
                "--seed", "3", "bot:1", "bot:2");
        List<PlayedGame> games = Versus.play(options, new PrintStream(new ByteArrayOutputStream(), true,
                StandardCharsets.UTF_8));
        assertThat(games).hasSize(2);
        GameProvider provider = options.provider();
        assertThat(provider.id()).isEqualTo(id);
        for (PlayedGame game : games) {
            assertThat(game.end()).isNotEqualTo(GameEnd.ILLEGAL);
            Game replayed = provider.readRecord(game.record(), GameOptions.defaults(provider.options())).game();
            assertThat(replayed.ply()).isEqualTo(game.plies());
            assertThat(replayed.history().stream().limit(4).map(move -> move.text()).toList())
                    .isEqualTo(Openings.of(provider, 3, 4));
            assertThat(game.firstMoves() + game.secondMoves()).isEqualTo(game.plies() - 4);
        }
        assertThat(options.header()).startsWith("match: 2 " + id + " games at 5 ms");
        assertThat(options.tally(games).text()).contains("ended by: ply cap");
        String report = Versus.report(options, games, options.tally(games));
        assertThat(report).contains("# game 0: " + provider.sides().get(0).id() + " bot:1, "
                + provider.sides().get(1).id() + " bot:2, opening seed 3,");
    }

    @Test
    void aUciEngine_playsXiangqi_inItsOwnNotation_mappedBothWays() {
        Referee referee = new Referee(parse("--game", "xiangqi", "bot:1", "bot:1").provider(), 20, 16);
        try (Player bot = new BotPlayer(parse("--game", "xiangqi", "bot:1", "bot:1").provider(), 1, 7);
                EnginePlayer engine = new EnginePlayer(fake("uci"), EngineDialect.uci("xiangqi"), "uci:")) {
            PlayedGame game = referee.play(0, List.of("h2e2"), bot, engine, true);
            assertThat(game.end()).as(game.note()).isEqualTo(GameEnd.CAP);
            assertThat(game.secondMoves()).isPositive();
        }
    }

    @Test
    void aGameWithChance_aBotLevelTheGameHasNot_andAUciGameNotMapped_areRefused() {
        assertThatThrownBy(() -> parse("--game", "royal-ur", "bot:1", "bot:2"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("chance");
        assertThatThrownBy(() -> parse("--game", "xiangqi", "bot:9", "bot:2"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("bot levels");
        assertThatThrownBy(() -> parse("--game", "checkers", "uci:some-engine", "bot:2"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("UCI");
        assertThatThrownBy(() -> parse("--game", "go", "bot:1", "bot:2"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--game");
    }

    private static Versus.Options parse(String... args) {
        return Versus.Options.parse(args);
    }

    static List<String> fake(String mode) {
        return List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), FirstLegalEngine.class.getName(), mode);
    }
}
