package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.tabula.api.GameOptions;
import org.tabula.morris.family.Flying;
import org.tabula.morris.family.MillRules;
import org.tabula.morris.family.Removal;
import org.tabula.morris.family.Variant;

/** A morris game's options read as the rules of one game of the mill family. */
class FamilyOptionsTest {

    private static final MorrisProvider PROVIDER = new MorrisProvider();

    private static MillRules rules(Map<String, String> given) {
        return FamilyOptions.rules(GameOptions.of(PROVIDER.options(), given));
    }

    @Test
    void defaults_areTheSeedsGame() {
        assertThat(rules(Map.of())).isEqualTo(MillRules.SEED);
        assertThat(rules(Map.of()).isSeedGame()).isTrue();
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void variant_alone_isPlayedByItsOwnRules(Variant variant) {
        assertThat(rules(Map.of("variant", variant.word()))).isEqualTo(MillRules.of(variant));
    }

    @ParameterizedTest(name = "variant={0} flying={1} flying-rule={2}: {3}")
    @CsvSource({
        "nine,   true,  variant, three",
        "six,    true,  variant, never",
        "twelve, true,  variant, three",
        "six,    true,  three,   three",
        "six,    true,  always,  always",
        "nine,   true,  never,   never",
        "nine,   false, variant, never",
        "twelve, false, variant, never",
        "nine,   false, never,   never",
    })
    void flyingRule_variantTakesTheVariantsOwn_andFlyingFalseMeansNever(String variant, String flying, String rule,
            String expected) {
        MillRules rules = rules(Map.of("variant", variant, "flying", flying, "flying-rule", rule));

        assertThat(rules.flying()).isEqualTo(Flying.ofWord(expected).orElseThrow());
    }

    @ParameterizedTest
    @CsvSource({"three", "always"})
    void flyingFalse_contradictsAFlyingRuleThatFlies(String rule) {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> rules(Map.of("flying", "false", "flying-rule", rule)))
                .withMessageContaining("flying=false").withMessageContaining("flying-rule=" + rule);
    }

    @Test
    void removal_misere_andTheNoMillLimit_areTakenAsGiven() {
        MillRules rules = rules(Map.of("removal", "strict", "misere", "true", "no-mill-limit", "60"));

        assertThat(rules.removal()).isEqualTo(Removal.STRICT);
        assertThat(rules.misere()).isTrue();
        assertThat(rules.noMillLimit()).isEqualTo(60);
        assertThat(rules(Map.of("removal", "LENIENT")).removal()).isEqualTo(Removal.LENIENT);
    }

    @ParameterizedTest(name = "variant={0} lasker={1}: {2}")
    @CsvSource({"nine, false, false", "nine, true, true", "lasker, false, true", "lasker, true, true",
        "twelve, true, true"})
    void lasker_isTheVariantsOwnRule_orMergedWhenAskedFor(String variant, boolean lasker, boolean expected) {
        assertThat(rules(Map.of("variant", variant, "lasker", Boolean.toString(lasker))).lasker())
                .isEqualTo(expected);
    }

    @Test
    void noMillLimit_belowZero_isRefused() {
        assertThatIllegalArgumentException().isThrownBy(() -> rules(Map.of("no-mill-limit", "-1")))
                .withMessageContaining("no-mill-limit");
    }
}
