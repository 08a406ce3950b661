package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tabula.api.GameOptions;
import org.tabula.api.OptionType;
import org.tabula.api.Side;

/** The plugin's description, options and factories. */
class MorrisProviderTest {

    private final MorrisProvider provider = new MorrisProvider();

    @Test
    void provider_describesTheGame() {
        assertThat(provider.id()).isEqualTo("morris");
        assertThat(provider.title()).isEqualTo("Nine Men's Morris");
        assertThat(provider.version()).isEqualTo("0.1.0");
        assertThat(provider.sides()).containsExactly(Side.of("white"), Side.of("black"));
    }

    @Test
    void options_areFlyingOnAndANoMillLimitOf120() {
        assertThat(provider.options()).extracting(o -> o.name() + ":" + o.type() + ":" + o.defaultValue())
                .containsExactly("flying:" + OptionType.BOOLEAN + ":true", "no-mill-limit:" + OptionType.INTEGER
                        + ":120");
        MorrisState game = provider.newGame();
        assertThat(game.flying()).isTrue();
        assertThat(game.noMillLimit()).isEqualTo(MorrisGame.NO_MILL_PLIES).isEqualTo(120);
        assertThat(game.options()).isEqualTo(GameOptions.defaults(provider.options()));
        assertThat(game.gameId()).isEqualTo("morris");
    }

    @Test
    void options_areTheGamesOwn() {
        MorrisState game = provider.newGame(GameOptions.of(provider.options(),
                Map.of("flying", "no", "no-mill-limit", "0")));
        assertThat(game.flying()).isFalse();
        assertThat(game.noMillLimit()).isZero();
        assertThat(provider.newGame().noMillLimit()).isEqualTo(120);
        assertThat(game.options().asMap()).containsEntry("flying", "false").containsEntry("no-mill-limit", "0");
    }

    @Test
    void options_refuseANegativeNoMillLimit() {
        GameOptions negative = GameOptions.of(provider.options(), Map.of("no-mill-limit", "-1"));
        assertThatIllegalArgumentException().isThrownBy(() -> provider.newGame(negative));
    }

    @Test
    void bots_comeAtFiveStrengths() {
        assertThat(provider.botLevels()).extracting(level -> level.level()).containsExactly(1, 2, 3, 4, 5);
        assertThat(provider.newBot(3, 7L).level().level()).isEqualTo(3);
        assertThatIllegalArgumentException().isThrownBy(() -> provider.newBot(6, 7L));
        assertThatIllegalArgumentException().isThrownBy(() -> provider.newBot(0, 7L));
    }
}
