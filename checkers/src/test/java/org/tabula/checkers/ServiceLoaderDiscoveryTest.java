package org.tabula.checkers;

import org.tabula.api.MatchMarks;
import org.tabula.api.Match;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.Move;
import org.tabula.api.Side;
import org.tabula.api.Status;

/** The plugin as a host finds and uses it: through ServiceLoader and the SPI alone, naming no class of the plugin. */
class ServiceLoaderDiscoveryTest {

    private static GameProvider checkers() {
        return ServiceLoader.load(GameProvider.class).stream().map(ServiceLoader.Provider::get)
                .filter(provider -> provider.id().equals("checkers")).findFirst()
                .orElseThrow(() -> new AssertionError("no provider with the id checkers; found " + ServiceLoader
                        .load(GameProvider.class).stream().map(p -> p.type().getName())
                        .collect(Collectors.joining(", "))));
    }

    @Test
    void serviceLoader_findsCheckers_withItsSidesOptionsAndBots() {
        GameProvider provider = checkers();
        assertThat(provider.title()).isEqualTo("Checkers (English draughts)");
        assertThat(provider.sides()).containsExactly(Side.of("black"), Side.of("white"));
        assertThat(provider.options()).extracting(option -> option.name() + "=" + option.defaultValue())
                .containsExactly("no-progress-limit=40", "repetition-draw=true");
        assertThat(provider.botLevels()).hasSize(5);
    }

    @Test
    void spi_playsAGame_refusesAMove_undoes_andReadsItsOwnTexts() {
        GameProvider provider = checkers();
        Game game = provider.newGame();
        assertThat(game.turn()).isEqualTo(Side.of("black"));
        assertThat(game.legalMoves()).extracting(Move::text)
                .containsExactly("9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16");
        assertThat(game.play("11-15").value().text()).isEqualTo("11-15");
        assertThat(game.play("f6-e5").refusal().code()).isEqualTo("no-piece-of-yours");
        assertThat(game.play("c3-d4").value().text()).isEqualTo("22-18");
        assertThat(game.play("15x22").value().text()).isEqualTo("15x22");
        assertThat(game.turn()).isEqualTo(Side.of("white"));
        assertThat(game.legalMoves()).extracting(Move::text).containsExactly("25x18", "26x17");
        assertThat(game.play(game.legalMoves().get(0)).isAccepted()).isTrue();
        assertThat(game.undo().value().text()).isEqualTo("25x18");
        assertThat(game.history()).extracting(Move::text).containsExactly("11-15", "22-18", "15x22");
        assertThat(game.status()).isEqualTo(Status.ACTIVE);

        String record = provider.writeRecord(game, MatchMarks.NONE);
        Game again = provider.readRecord(record, game.options()).game();
        assertThat(provider.writeRecord(again, MatchMarks.NONE)).isEqualTo(record);
        assertThat(again.position()).isEqualTo(game.position());
        Game fromPosition = provider.fromPosition(game.position(), game.options());
        assertThat(fromPosition.legalMoves()).extracting(Move::text).containsExactly("25x18", "26x17");
        assertThat(game.perft(3)).isEqualTo(game.copy().perft(3)).isPositive();
        assertThat(provider.newBot(4, 42L).chooseMove(again).text()).isIn("25x18", "26x17");
        assertThat(game.view().draw()).hasSize(11);
    }

    @Test
    void aMatch_endsGamesAsTheHostAsks() {
        GameProvider provider = checkers();
        Match game = Match.start(provider, GameOptions.of(provider.options(), Map.of("no-progress-limit", "0")));
        assertThat(game.options().asMap()).containsEntry("no-progress-limit", "0");
        assertThat(game.offerDraw(Side.of("black")).isAccepted()).isTrue();
        assertThat(game.acceptDraw(Side.of("white")).value().reason()).isEqualTo("agreement");
        assertThat(game.status()).isEqualTo(Status.FINISHED);
        assertThat(game.legalMoves()).isEmpty();
        assertThat(game.record()).contains("[Result \"1/2-1/2\"]");
        Match resigned = Match.start(provider, GameOptions.defaults(provider.options()));
        assertThat(resigned.resign(Side.of("white")).value().winnerIfAny()).contains(Side.of("black"));
        assertThat(List.of(resigned.result().orElseThrow().sentence())).containsExactly("Black wins: White resigns");
    }
}
