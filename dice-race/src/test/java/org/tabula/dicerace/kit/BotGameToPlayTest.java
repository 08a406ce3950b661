package org.tabula.dicerace.kit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Proxy;
import org.junit.jupiter.api.Test;
import org.tabula.api.Bot;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.dicerace.DiceRaceProvider;

/** {@link Bot#gameToPlay}: the checks every plugin's bot makes before it chooses, in one place. */
class BotGameToPlayTest {

    private final DiceRaceProvider provider = new DiceRaceProvider();

    @Test
    void aGameWaitingForChance_isRefused_asTheBotContractSays() {
        Game game = provider.newGame(GameOptions.defaults(provider.options()));

        assertThat(game.pendingChance()).isPresent();
        assertThatThrownBy(() -> Bot.gameToPlay(game, provider, Game.class))
                .isInstanceOf(IllegalStateException.class).hasMessageStartingWith("the game waits for chance");
    }

    @Test
    void aGameOfTheProvidersOwnClass_isTakenAsItIs_andAFinishedOneIsRefused() {
        Game game = provider.newGame(GameOptions.defaults(provider.options()));
        game.supplyChance(game.pendingChance().orElseThrow().outcomes().get(0));

        assertThat(Bot.gameToPlay(game, provider, Game.class)).isSameAs(game);
        Game over = provider.fromPosition("7,7/0,0 dark - 20", GameOptions.defaults(provider.options()));
        assertThatThrownBy(() -> Bot.gameToPlay(over, provider, Game.class))
                .isInstanceOf(IllegalStateException.class).hasMessageStartingWith("the game is over: ");
    }

    @Test
    void anotherGamesId_isAMistakeOfTheCaller() {
        Game game = provider.newGame(GameOptions.defaults(provider.options()));
        // A provider of another game: only its id is asked.
        GameProvider other = (GameProvider) Proxy.newProxyInstance(GameProvider.class.getClassLoader(),
                new Class<?>[] {GameProvider.class}, (proxy, method, args) -> "other");

        assertThatThrownBy(() -> Bot.gameToPlay(game, other, Game.class))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a other bot plays other, not " + game.gameId());
    }
}
