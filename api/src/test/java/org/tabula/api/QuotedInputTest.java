package org.tabula.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 19: what the api's values say about a text they quote shows its control characters escaped, and an option's
 * number or word is read as every notation reads them (ASCII digits, ASCII case).
 */
class QuotedInputTest {

    private static final List<OptionSpec> OPTIONS = List.of(OptionSpec.integer("limit", 50, "A limit."),
            OptionSpec.bool("flying", true, "Flying."),
            OptionSpec.choice("rules", "kind", "Rules.", List.of("kind", "strict")));

    @Test
    void escape_showsControlCharactersAsEscapes_andKeepsLineFeedsTabsAndOtherText() {
        assertThat(Printable.escape("a\u001b[2Jb\u0000c\rd\u0007\u0085\u2028\u202e\u00e9\n\t"))
                .isEqualTo("a\\e[2Jb\\0c\\rd\\a\\u0085\\u2028\\u202E\u00e9\n\t");
        assertThat(Printable.escape("d2-d3")).isSameAs("d2-d3");
    }

    @Test
    void aRefusal_keepsItsMessageEscaped() {
        Refusal refusal = new Refusal("not-a-move", "'\u001b[31mx\u0000' is not a move.");

        assertThat(refusal.message()).isEqualTo("'\\e[31mx\\0' is not a move.");
    }

    @Test
    void aTextFormatException_escapesItsMessageAndReason() {
        TextFormatException at = TextFormatException.at(new TextLocation(1, 3), "'\u001b' is not a piece");
        TextFormatException atMove = TextFormatException.atMove(2, "d2\r", new TextLocation(2, 1), "no \u0000 here");

        assertThat(at.getMessage()).isEqualTo("'\\e' is not a piece at 1:3");
        assertThat(at.reason()).isEqualTo("'\\e' is not a piece");
        assertThat(atMove.getMessage()).isEqualTo("move 2 (d2\\r): no \\0 here at 2:1");
    }

    @ParameterizedTest(name = "[{index}]")
    @ValueSource(strings = {"\u0661\u0662", "\uff13", "\u0967", "1\u0660", "99999999999999999999", ""})
    void aNumberOption_takesAsciiDigitsOnly(String value) {
        assertThatThrownBy(() -> GameOptions.of(OPTIONS, Map.of("limit", value)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("option limit takes a whole number (ASCII digits 0-9), not '" + value + "'");
    }

    @Test
    void aNumberOption_takesASignAndSpaceAround() {
        assertThat(GameOptions.of(OPTIONS, Map.of("limit", " +07 ")).get("limit")).isEqualTo("7");
        assertThat(GameOptions.of(OPTIONS, Map.of("limit", "-3")).get("limit")).isEqualTo("-3");
    }

    @Test
    void wordsOfOptions_haveAsciiCaseOnly() {
        assertThat(GameOptions.of(OPTIONS, Map.of("rules", "STRICT")).get("rules")).isEqualTo("strict");
        // The Kelvin sign lower-cases to k in Java, and a dotted capital I to i: neither is a letter of a word here.
        assertThatThrownBy(() -> GameOptions.of(OPTIONS, Map.of("rules", "\u212Aind")))
                .hasMessageStartingWith("option rules takes one of kind, strict");
        assertThatThrownBy(() -> GameOptions.of(OPTIONS, Map.of("flying", "\u0130\u212A")))
                .hasMessageStartingWith("option flying takes true or false");
    }

    @Test
    void optionMessages_quoteValuesAndNamesEscaped() {
        assertThatThrownBy(() -> GameOptions.of(OPTIONS, Map.of("limit", "\u001b[2J")))
                .hasMessage("option limit takes a whole number (ASCII digits 0-9), not '\\e[2J'");
        assertThatThrownBy(() -> GameOptions.of(OPTIONS, Map.of("\u001bx", "1")))
                .hasMessageStartingWith("no such option: \\ex (options: ");
    }
}
