package org.tabula.morris.family;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.tabula.api.TextFormatException;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.tabula.morris.family.PlayedPositions.played;

/** A family position as text: the seed's line for Nine Men's Morris, the variant's word first for the others. */
class FamilyPositionTextTest {

    @Test
    void nine_isTheSeedsText() {
        assertThat(FamilyPosition.start(MillRules.SEED).text()).isEqualTo("........................ w 9 9 0 0");
        String seed = "WWW.BB..B..W....B..W.B.. w 4 4 0 10";
        assertThat(FamilyPosition.parse(MillRules.SEED, seed).text()).isEqualTo(seed);
    }

    @ParameterizedTest
    @EnumSource(value = Variant.class, mode = EnumSource.Mode.EXCLUDE, names = "NINE")
    void otherVariants_nameTheirVariantAndOneCellAPoint(Variant variant) {
        String text = FamilyPosition.start(MillRules.of(variant)).text();
        int men = variant.men();
        assertThat(text).isEqualTo(variant.word() + " " + ".".repeat(variant.board().points()) + " w " + men + " "
                + men + " 0 0");
        assertThat(FamilyPosition.parse(MillRules.of(variant), text).text()).isEqualTo(text);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "SIX | five ................ w 5 5 0 0 | six",
        "SIX | six ............... w 6 6 0 0 | 16",
        "SIX | six WWWWWWW......... w 0 6 0 7 | more than six men",
        "SIX | six W............... w 6 6 0 1 | more than six men",
        "SIX | six ................ x 6 6 0 0 | w or b",
        "SIX | six ................ w 6 6 0 | missing",
        "SIX | six ................ w 6 6 0 0 0 | too many",
        "SIX | six ...............Q w 6 6 0 0 | 'Q'",
        "SIX | '' | no position",
        "NINE | six ................ w 6 6 0 0 | choose the option variant=six",
    })
    void reader_saysWhatIsWrong(Variant variant, String text, String says) {
        assertThatThrownBy(() -> FamilyPosition.parse(MillRules.of(variant), text))
                .isInstanceOf(TextFormatException.class).hasMessageContaining(says);
    }

    @Property(tries = 200)
    void positionsReachedInPlay_roundTrip(@ForAll Variant variant,
            @ForAll @Size(max = 60) List<@IntRange(min = 0, max = 1_000) Integer> choices) {
        MillRules rules = MillRules.of(variant);
        FamilyPosition position = played(rules, choices);
        assertThat(FamilyPosition.parse(rules, position.text())).isEqualTo(position);
    }

    @Property(tries = 300)
    void reader_takesAnyString(@ForAll Variant variant, @ForAll String text) {
        assertOnlyFormatErrors(MillRules.of(variant), text);
    }

    @Property(tries = 400)
    void reader_takesMutatedValidTexts(@ForAll Variant variant,
            @ForAll @Size(max = 40) List<@IntRange(min = 0, max = 1_000) Integer> choices,
            @ForAll @IntRange(min = 0, max = 200) int at, @ForAll char put, @ForAll @IntRange(max = 2) int how) {
        MillRules rules = MillRules.of(variant);
        String text = played(rules, choices).text();
        int i = at % (text.length() + 1);
        String mutated = switch (how) {
            case 0 -> text.substring(0, i) + put + text.substring(i);
            case 1 -> i < text.length() ? text.substring(0, i) + text.substring(i + 1) : text + put;
            default -> i < text.length() ? text.substring(0, i) + put + text.substring(i + 1) : put + text;
        };
        assertOnlyFormatErrors(rules, mutated);
    }

    private static void assertOnlyFormatErrors(MillRules rules, String text) {
        Throwable thrown = catchThrowable(() -> FamilyState.of(FamilyPosition.parse(rules, text)).moves());
        if (thrown != null) {
            assertThat(thrown).isInstanceOf(TextFormatException.class);
        }
    }
}
