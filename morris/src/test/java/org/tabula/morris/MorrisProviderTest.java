package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.MatchMarks;
import org.tabula.api.OptionSpec;
import org.tabula.api.OptionType;
import org.tabula.api.Side;
import org.tabula.morris.family.Variant;

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
    void options_areFlyingOnANoMillLimitOf120_andTheMillFamilysAxesAtTheSeedsGame() {
        assertThat(provider.options()).extracting(o -> o.name() + ":" + o.type() + ":" + o.defaultValue())
                .containsExactly("flying:" + OptionType.BOOLEAN + ":true", "no-mill-limit:" + OptionType.INTEGER
                        + ":120", "variant:" + OptionType.CHOICE + ":nine", "flying-rule:" + OptionType.CHOICE
                        + ":variant", "removal:" + OptionType.CHOICE + ":standard", "lasker:" + OptionType.BOOLEAN
                        + ":false", "misere:" + OptionType.BOOLEAN + ":false");
        MorrisState game = (MorrisState) provider.newGame();
        assertThat(game.flying()).isTrue();
        assertThat(game.noMillLimit()).isEqualTo(MorrisGame.NO_MILL_PLIES).isEqualTo(120);
        assertThat(game.options()).isEqualTo(GameOptions.defaults(provider.options()));
        assertThat(game.gameId()).isEqualTo("morris");
    }

    @Test
    void options_flyingAndNoMillLimit_keepTheirDescriptions() {
        assertThat(provider.options()).extracting(OptionSpec::description).startsWith(
                "Whether a side with exactly three men left, none in hand, moves a man to any empty point.",
                "How many moves in a row, both sides counted, without a placement or capture draw the game; 0 means"
                        + " never.");
    }

    @Test
    void options_theChoicesAreTheVariantsTheFlyingRulesAndTheRemovalRules() {
        Map<String, List<String>> choices = provider.options().stream()
                .collect(Collectors.toMap(OptionSpec::name, OptionSpec::choices));

        assertThat(choices.get("variant")).containsExactly("three", "five", "six", "seven", "nine", "ten",
                "lasker", "eleven", "twelve", "morabaraba", "sesotho");
        assertThat(choices.get("flying-rule")).containsExactly("variant", "never", "three", "always");
        assertThat(choices.get("removal")).containsExactly("standard", "strict", "lenient");
        OptionSpec variant = provider.options().stream().filter(o -> o.name().equals("variant")).findFirst()
                .orElseThrow();
        for (Variant each : Variant.values()) {
            assertThat(variant.description()).as("the description names %s", each).contains(each.word() + " (");
        }
    }

    @Test
    void options_ofTheSeedsGameSpelledOut_playTheSeedsGame() {
        MorrisState game = (MorrisState) provider.newGame(GameOptions.of(provider.options(), Map.of("variant", "nine",
                "flying-rule", "three", "removal", "standard")));
        MorrisState never = (MorrisState) provider.newGame(GameOptions.of(provider.options(), Map.of("flying-rule", "never")));

        assertThat(game.flying()).isTrue();
        assertThat(game.position()).isEqualTo(provider.newGame().position());
        assertThat(never.flying()).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"variant=six", "variant=twelve", "flying-rule=always", "removal=strict",
        "removal=lenient", "lasker=true", "misere=true", "variant=lasker"})
    void options_ofAnotherGameOfTheFamily_playThatGame_fromItsStartPositionAndRecord(String option) {
        String[] given = option.split("=");
        GameOptions options = GameOptions.of(provider.options(), Map.of(given[0], given[1]));

        Game game = provider.newGame(options);
        assertThat(game).isNotInstanceOf(MorrisState.class);
        assertThat(game.options()).isEqualTo(options);
        assertThat(provider.fromPosition(game.position(), options).position()).isEqualTo(game.position());
        assertThat(provider.readRecord(provider.writeRecord(game, MatchMarks.NONE), options).game().options())
                .isEqualTo(options);
    }

    @Test
    void options_flyingFalseWithAFlyingRuleThatFlies_isRefused() {
        GameOptions options = GameOptions.of(provider.options(), Map.of("flying", "false", "flying-rule", "always"));

        assertThatIllegalArgumentException().isThrownBy(() -> provider.newGame(options))
                .withMessageContaining("contradicts");
    }

    @Test
    void options_areTheGamesOwn() {
        MorrisState game = (MorrisState) provider.newGame(GameOptions.of(provider.options(),
                Map.of("flying", "no", "no-mill-limit", "0")));
        assertThat(game.flying()).isFalse();
        assertThat(game.noMillLimit()).isZero();
        assertThat(((MorrisState) provider.newGame()).noMillLimit()).isEqualTo(120);
        assertThat(game.options().asMap()).containsEntry("flying", "false").containsEntry("no-mill-limit", "0");
    }

    @Test
    void options_refuseANegativeNoMillLimit() {
        GameOptions negative = GameOptions.of(provider.options(), Map.of("no-mill-limit", "-1"));
        assertThatIllegalArgumentException().isThrownBy(() -> provider.newGame(negative));
    }

    @Test
    void bots_comeAtFiveStrengths_andThePerfectLevel() {
        assertThat(provider.botLevels()).extracting(level -> level.level()).containsExactly(1, 2, 3, 4, 5, 6);
        assertThat(provider.newBot(3, 7L).level().level()).isEqualTo(3);
        assertThatIllegalArgumentException().isThrownBy(() -> provider.newBot(7, 7L));
        assertThatIllegalArgumentException().isThrownBy(() -> provider.newBot(0, 7L));
    }
}
