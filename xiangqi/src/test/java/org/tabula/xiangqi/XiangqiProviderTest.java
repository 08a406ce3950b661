package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tabula.api.GameOptions;
import org.tabula.api.OptionSpec;
import org.tabula.api.OptionType;
import org.tabula.api.Side;
import org.tabula.api.TextFormatException;
import org.tabula.xiangqi.model.Position;

class XiangqiProviderTest {

    private final XiangqiProvider provider = new XiangqiProvider();

    @Test
    void provider_describesTheGame_idSidesAndOptions() {
        assertThat(provider.id()).isEqualTo("xiangqi");
        assertThat(provider.title()).isEqualTo("Xiangqi (Chinese chess)");
        assertThat(provider.version()).isNotBlank();
        assertThat(provider.sides()).containsExactly(Side.of("red"), Side.of("black"));
        assertThat(provider.options()).extracting(OptionSpec::name).containsExactly("no-capture-limit",
                "repetition-limit");
        assertThat(provider.options()).extracting(OptionSpec::type).containsOnly(OptionType.INTEGER);
        assertThat(provider.options()).extracting(OptionSpec::defaultValue).containsExactly("120", "3");
    }

    @Test
    void newGame_takesItsLimitsFromTheOptions() {
        XiangqiGame game = provider.newGame(GameOptions.of(provider.options(),
                Map.of("no-capture-limit", "50", "repetition-limit", "0")));
        assertThat(game.noCaptureLimit()).isEqualTo(50);
        assertThat(game.repetitionLimit()).isZero();
        assertThat(game.options().asMap()).containsEntry("no-capture-limit", "50").containsEntry("repetition-limit", "0");
        assertThat(provider.newGame().options()).isEqualTo(GameOptions.defaults(provider.options()));
    }

    @Test
    void options_outOfRange_areCallingMistakes_thatNameTheOption() {
        assertThatThrownBy(() -> provider.newGame(GameOptions.of(provider.options(), Map.of("no-capture-limit", "-1"))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no-capture-limit");
        assertThatThrownBy(() -> provider.newGame(GameOptions.of(provider.options(), Map.of("repetition-limit", "1"))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("2 or more")
                .hasMessageContaining("repetition-limit");
    }

    @Test
    void fromPosition_readsAFen_andFromRecord_aRecord() {
        GameOptions defaults = GameOptions.defaults(provider.options());
        XiangqiGame game = provider.fromPosition(XiangqiNotation.START_FEN, defaults);
        assertThat(game.toPosition()).isEqualTo(Position.START);
        assertThatThrownBy(() -> provider.fromPosition("rnbakabnr w", defaults))
                .isInstanceOf(TextFormatException.class).hasMessageEndingWith("at 1:10");
        assertThat(provider.readRecord("1. h2e2 h9g7\n2. h0g2", defaults).game().ply()).isEqualTo(3);
    }

    @Test
    void newBot_knowsItsFiveLevels_andNoOther() {
        assertThat(provider.botLevels()).hasSize(5);
        assertThat(provider.newBot(5, 1).level().name()).isEqualTo("expert");
        assertThatThrownBy(() -> provider.newBot(6, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> provider.newBot(0, 1)).isInstanceOf(IllegalArgumentException.class);
    }
}
