package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.tabula.api.Bot;
import org.tabula.api.Game;
import org.tabula.api.GameProvider;
import org.tabula.api.Match;
import org.tabula.api.MatchMarks;
import org.tabula.api.Move;
import org.tabula.api.Side;
import org.tabula.api.Status;

/** The plugin as a host finds it: through ServiceLoader alone, naming no class of the plugin. */
class ServiceLoaderDiscoveryTest {

    private static GameProvider xiangqi() {
        return ServiceLoader.load(GameProvider.class).stream().map(ServiceLoader.Provider::get)
                .filter(provider -> provider.id().equals("xiangqi")).findFirst()
                .orElseThrow(() -> new AssertionError("no provider with the id xiangqi; found " + ServiceLoader
                        .load(GameProvider.class).stream().map(p -> p.type().getName())
                        .collect(Collectors.joining(", "))));
    }

    @Test
    void serviceLoader_findsXiangqi_andItsGamesPlayThroughTheSpi() {
        GameProvider provider = xiangqi();
        assertThat(provider.sides()).containsExactly(Side.of("red"), Side.of("black"));
        Game game = provider.newGame();
        assertThat(game.turn().id()).isEqualTo("red");
        assertThat(game.legalMoves()).hasSize(44);
        assertThat(game.play("h2e2").isAccepted()).isTrue();
        assertThat(game.play("h2e2").refusal().code()).isEqualTo("no-piece-of-yours");
        assertThat(game.play("b9c7").isAccepted()).isTrue();
        assertThat(game.play(game.legalMoves().get(0)).isAccepted()).isTrue();
        assertThat(game.turn().id()).isEqualTo("black");
        assertThat(game.history()).extracting(Move::text).startsWith("h2e2", "b9c7");
        assertThat(game.undo().isAccepted()).isTrue();
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
        assertThat(game.perft(3)).isEqualTo(game.copy().perft(3));

        String record = provider.writeRecord(game, MatchMarks.NONE);
        Game again = Match.fromRecord(provider, record, game.options()).state();
        assertThat(again.position()).isEqualTo(game.position());
        Game fromFen = provider.fromPosition(game.position(), game.options());
        assertThat(fromFen.legalMoves()).extracting(Move::text)
                .containsExactlyElementsOf(game.legalMoves().stream().map(Move::text).toList());
        assertThat(game.view().draw()).hasSize(20);
        assertThat(game.facts()).containsKey("last move in WXF");

        List<Integer> levels = provider.botLevels().stream().map(level -> level.level()).toList();
        assertThat(levels).containsExactly(1, 2, 3, 4, 5);
        for (int level : List.of(1, 3)) {
            Bot bot = provider.newBot(level, 42L);
            Move chosen = bot.chooseMove(again);
            assertThat(again.legalMoves()).extracting(Move::text).contains(chosen.text());
        }
    }
}
