package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;

import org.tabula.api.MatchMarks;
import org.tabula.api.Match;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.tabula.api.Game;
import org.tabula.api.GameProvider;
import org.tabula.api.Status;

/** The plugin as a host finds it: through ServiceLoader alone, naming no class of the plugin. */
class ServiceLoaderDiscoveryTest {

    private static GameProvider morris() {
        return ServiceLoader.load(GameProvider.class).stream().map(ServiceLoader.Provider::get)
                .filter(provider -> provider.id().equals("morris")).findFirst()
                .orElseThrow(() -> new AssertionError("no provider with the id morris; found " + ServiceLoader
                        .load(GameProvider.class).stream().map(p -> p.type().getName())
                        .collect(Collectors.joining(", "))));
    }

    @Test
    void serviceLoader_findsMorris_andItsGamesPlayThroughTheSpi() {
        GameProvider provider = morris();
        assertThat(provider.title()).isEqualTo("Nine Men's Morris");
        Game game = provider.newGame();
        assertThat(game.play("d2").isAccepted()).isTrue();
        assertThat(game.play("D2").refusal().code()).isEqualTo("point-taken");
        assertThat(game.play(game.legalMoves().get(0)).isAccepted()).isTrue();
        assertThat(game.turn().id()).isEqualTo("white");
        assertThat(game.history()).hasSize(2);
        assertThat(game.undo().isAccepted()).isTrue();
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
        Game again = Match.fromRecord(provider, provider.writeRecord(game, MatchMarks.NONE), game.options()).state();
        assertThat(again.position()).isEqualTo(game.position());
        assertThat(provider.newBot(1, 42L).chooseMove(again).text()).isNotBlank();
    }
}
