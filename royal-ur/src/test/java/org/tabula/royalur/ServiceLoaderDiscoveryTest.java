package org.tabula.royalur;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.Match;
import org.tabula.api.MatchMarks;
import org.tabula.api.GameProvider;
import org.tabula.api.Move;
import org.tabula.api.Side;
import org.tabula.api.Status;

/** The plugin as a host finds it: through ServiceLoader alone, naming no class of the plugin. */
class ServiceLoaderDiscoveryTest {

    private static GameProvider royalUr() {
        return ServiceLoader.load(GameProvider.class).stream().map(ServiceLoader.Provider::get)
                .filter(provider -> provider.id().equals("royal-ur")).findFirst()
                .orElseThrow(() -> new AssertionError("no provider with the id royal-ur; found " + ServiceLoader
                        .load(GameProvider.class).stream().map(p -> p.type().getName())
                        .collect(Collectors.joining(", "))));
    }

    @Test
    void serviceLoader_findsRoyalUr_andItsGamesPlayThroughTheSpi_chanceIncluded() {
        GameProvider provider = royalUr();
        assertThat(provider.title()).isEqualTo("The Royal Game of Ur");
        assertThat(provider.sides()).containsExactly(Side.of("light"), Side.of("dark"));
        Game game = provider.newGame();

        ChanceRequest chance = game.pendingChance().orElseThrow();
        assertThat(chance.selfDrawn()).isFalse();
        assertThat(chance.outcomes()).containsExactly("0", "1", "2", "3", "4");
        assertThat(chance.weights()).containsExactly(1L, 4L, 6L, 4L, 1L);
        assertThat(game.legalMoves()).isEmpty();
        assertThat(game.play("hand-d1").refusal().code()).isEqualTo("roll-due");
        assertThat(game.drawChance().refusal().code()).isEqualTo("no-seed");

        assertThat(game.supplyChance("0100").value()).isEqualTo("1");
        assertThat(game.pendingChance()).isEmpty();
        assertThat(game.legalMoves()).extracting(Move::text).containsExactly("1: hand-d1");
        assertThat(game.play("hand-d1").value().text()).isEqualTo("1: hand-d1");
        assertThat(game.turn().id()).isEqualTo("dark");

        assertThat(game.supplyChance("00000").refusal().code()).isEqualTo("not-an-outcome");
        assertThat(game.supplyChance("0000").isAccepted()).isTrue();
        assertThat(game.history()).extracting(Move::text).containsExactly("1: hand-d1", "0: -");
        assertThat(game.turn().id()).isEqualTo("light");

        assertThat(game.supplyChance("1110").isAccepted()).isTrue();
        assertThat(game.play(game.legalMoves().get(0)).value().text()).isEqualTo("3: hand-b1");
        assertThat(game.undo().value().text()).isEqualTo("3: hand-b1");
        assertThat(game.legalMoves()).isNotEmpty();
        String record = provider.writeRecord(game, MatchMarks.NONE);
        assertThat(record).endsWith("2. d 0 0000: -\n");
        assertThat(game.unrecordedChance()).contains("1110");
        Game again = Match.fromRecord(provider, record, game.unrecordedChance(), game.options()).state();
        assertThat(again.position()).isEqualTo(game.position());
        assertThat(again.pendingChance()).isEmpty();
        assertThat(again.legalMoves()).extracting(Move::text).containsExactly("3: hand-b1", "3: d1-a1*");
        assertThat(provider.newBot(1, 42L).chooseMove(game).text()).startsWith("3: ");
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
    }

    @Test
    void aSeededGame_drawsItsOwnDice_andPlaysToTheEndWithABot() {
        GameProvider provider = royalUr();
        GameOptions options = GameOptions.of(provider.options(), java.util.Map.of("seed", "5f1c9a", "rules",
                "masters"));
        Game game = provider.newGame(options);
        assertThat(game.pendingChance().orElseThrow().selfDrawn()).isTrue();
        assertThat(game.pendingChance().get().outcomes()).hasSize(1);
        var bot = provider.newBot(2, 7L);
        int turns = 0;
        while (game.status() == Status.ACTIVE && turns++ < 2_000) {
            if (game.pendingChance().isPresent()) {
                assertThat(game.drawChance().isAccepted()).isTrue();
            } else {
                assertThat(game.play(bot.chooseMove(game)).isAccepted()).isTrue();
            }
        }
        assertThat(game.status()).isEqualTo(Status.FINISHED);
        assertThat(game.result().orElseThrow().reason()).isEqualTo("home");
        String record = provider.writeRecord(game, MatchMarks.NONE);
        Game replayed = provider.readRecord(record, provider.newGame().options()).game();
        assertThat(provider.writeRecord(replayed, MatchMarks.NONE)).isEqualTo(record);
        assertThat(replayed.result()).isEqualTo(game.result());
        assertThat(List.copyOf(replayed.history())).isEqualTo(List.copyOf(game.history()));
    }
}
