package org.tabula.royalur;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tabula.api.GameOptions;
import org.tabula.api.OptionType;
import org.tabula.api.Side;
import org.tabula.api.TextFormatException;

/** The plugin's description, options, factories, and the errors of a record that does not play. */
class RoyalUrProviderTest {

    private final RoyalUrProvider provider = new RoyalUrProvider();

    private GameOptions options(Map<String, String> given) {
        return GameOptions.of(provider.options(), given);
    }

    @Test
    void provider_describesTheGame() {
        assertThat(provider.id()).isEqualTo("royal-ur");
        assertThat(provider.title()).isEqualTo("The Royal Game of Ur");
        assertThat(provider.sides()).containsExactly(Side.of("light"), Side.of("dark"));
        assertThat(provider.options()).extracting(o -> o.name() + ":" + o.type() + ":" + o.defaultValue())
                .containsExactly("rules:" + OptionType.TEXT + ":finkel", "seed:" + OptionType.TEXT + ":",
                        "first:" + OptionType.CHOICE + ":light", "opening:" + OptionType.INTEGER + ":0",
                        "ply-cap:" + OptionType.INTEGER + ":0");
        assertThat(provider.botLevels()).hasSize(5);
    }

    @Test
    void options_makeTheGame_andTheGameGivesThemBack() {
        RoyalUrGame game = provider.newGame(options(Map.of("rules", "masters", "seed", "5F1C9A", "first", "dark",
                "opening", "3", "ply-cap", "400")));
        assertThat(game.rules()).isEqualTo(UrRules.MASTERS);
        assertThat(game.seed()).contains(new Seed("5f1c9a"));
        assertThat(game.toMove()).isEqualTo(UrSide.DARK);
        assertThat(game.drawChance().value()).isEqualTo(new Seed("5f1c9a").faces(3, 3));
        assertThat(game.options().asMap()).containsEntry("rules", "masters").containsEntry("seed", "5f1c9a")
                .containsEntry("first", "dark").containsEntry("opening", "3").containsEntry("ply-cap", "400");
        RoyalUrGame spelled = provider.newGame(options(Map.of("rules",
                "route=long dice=3 zero_rolls=4 safe_rosettes=1 pieces=7")));
        assertThat(spelled.rules().safeRosettes()).isTrue();
        assertThat(spelled.options().get("rules")).isEqualTo("route=long dice=3 zero_rolls=4 safe_rosettes=1 pieces=7");
    }

    @Test
    void options_refuseWhatTheyDoNotTake() {
        assertThatIllegalArgumentException().isThrownBy(() -> provider.newGame(options(Map.of("rules", "chess"))));
        assertThatIllegalArgumentException().isThrownBy(() -> provider.newGame(options(Map.of("seed", "xyz"))));
        assertThatIllegalArgumentException().isThrownBy(() -> provider.newGame(options(Map.of("seed", "abc"))));
        assertThatIllegalArgumentException().isThrownBy(() -> provider.newGame(options(Map.of("opening", "-1"))));
        assertThatIllegalArgumentException().isThrownBy(() -> provider.newGame(options(Map.of("ply-cap", "-5"))));
        assertThatIllegalArgumentException().isThrownBy(() -> options(Map.of("first", "white")));
    }

    @Test
    void fromPosition_checksThePositionAgainstTheRuleSet() {
        GameOptions finkel = provider.newGame().options();
        String masters = Games.position("g3", "", 'l', "-", 6, 0, 7, 0);
        assertThat(provider.fromPosition(masters, options(Map.of("rules", "masters"))).position())
                .isEqualTo("4xxl1/8/4xx2 l 6 0 7 0 - 10");
        assertThatThrownBy(() -> provider.fromPosition("4xx2/8/4xx2 l 7 0 6 0", finkel))
                .hasMessageContaining("dark has 6");
        assertThatThrownBy(() -> provider.fromPosition("4xx2/8/4xx2 l 0 7 0 7", finkel))
                .hasMessageContaining("both sides have every piece home");
        assertThatThrownBy(() -> provider.fromPosition(masters, finkel)).isInstanceOf(TextFormatException.class)
                .hasMessageContaining("g3, which light's route does not pass");
        assertThatThrownBy(() -> provider.fromPosition(Games.position("", "", 'l', "-", 2, 0, 2, 0), finkel))
                .hasMessageContaining("each side has 7 pieces");
        assertThatThrownBy(() -> provider.fromPosition(Games.position("c2", "d2", 'l', "1", 0, 6, 6, 0), finkel))
                .hasMessageContaining("allows no move");
        assertThatThrownBy(() -> provider.fromPosition("nonsense", finkel)).isInstanceOf(TextFormatException.class)
                .hasMessageContaining("POS_LETTER");
    }

    @Test
    void fromRecord_namesTheWrongLine_orTheTurnTheGameRefuses() {
        GameOptions any = provider.newGame().options();
        assertThatThrownBy(() -> provider.fromRecord("[rules finkel]\n[first light]\n2. l 3: hand-b1\n", any))
                .isInstanceOf(TextFormatException.class).hasMessageStartingWith("number: ")
                .hasMessageEndingWith(" at 3:1");
        assertThatThrownBy(() -> provider.fromRecord("[rules finkel]\n[first light]\n1. l 3: hand-c1\n", any))
                .hasMessage("move 1 (hand-c1): hand-c1 goes 2 steps along light's route, and the roll is 3 at 3:9");
        assertThatThrownBy(() -> provider.fromRecord("[rules finkel]\n[first light]\n1. l 3: -\n", any))
                .hasMessage("move 1 (-): a roll of 3 allows light a move, so the turn is not lost at 3:9");
        assertThatThrownBy(() -> provider.fromRecord("[rules finkel]\n[first light]\n[result light home]\n", any))
                .hasMessageContaining("the result light home is not what the turns reached");
        RoyalUrGame won = Games.played(UrRules.FINKEL, Games.position("g1", "", 'l', "1", 0, 6, 7, 0), "g1-home");
        String record = won.record();
        assertThat(record).contains("[position 4xx2/8/4xxl1 l 0 6 7 0 - 10]\n");
        assertThat(provider.fromRecord(record, any).result()).isEqualTo(won.result());
        assertThatThrownBy(() -> provider.fromRecord(record.replace("home]", "resign]"), any))
                .hasMessageContaining("comes after turns that already ended the game");
    }

    @Test
    void fromRecord_putsBackAResignation_andADeclaredCap() {
        GameOptions any = provider.newGame().options();
        RoyalUrGame resigned = provider.fromRecord("[rules finkel]\n[first light]\n1. l 0: -\n"
                + "[result light resign]\n", any);
        assertThat(resigned.ending().orElseThrow()).isEqualTo(UrResult.resign(UrSide.DARK));
        RoyalUrGame capped = provider.fromRecord("[rules finkel]\n[first light]\n1. l 0: -\n[result draw ply_cap]\n",
                any);
        assertThat(capped.result().orElseThrow().isDraw()).isTrue();
        assertThat(capped.record()).endsWith("[result draw ply_cap]\n");
    }
}
