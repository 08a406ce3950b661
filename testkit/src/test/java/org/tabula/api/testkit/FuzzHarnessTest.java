package org.tabula.api.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;

/** The fuzz harness counts what a reader did, and calls a crash a crash. */
class FuzzHarnessTest {

    private static final List<String> VALID = List.of("1. d2 f4\n2. d6 b4\n", "position W..B w 8 8 0 2");

    private static FuzzHarness harness() {
        return FuzzHarness.of("test reader", VALID).cases(5_000).words(List.of("d2", "position"));
    }

    /** A reader that refuses the first character outside ASCII, at its place. */
    private static Object asciiOnly(String text) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c > 127) {
                throw TextFormatException.at(new TextLocation(line, column), "not ASCII");
            }
            if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                continue;
            }
            if (c == '\n' || c == '\r') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        return text;
    }

    @Test
    void aReaderThatRefusesAsDocumented_hasNoCrashes_andEveryTextIsCounted() {
        FuzzReport report = harness().refusesOnlyWithTextFormatException(FuzzHarnessTest::asciiOnly).assertNoCrashes();
        assertThat(report.fed()).isEqualTo(5_000);
        assertThat(report.read() + report.refused()).isEqualTo(5_000);
        assertThat(report.refused()).isGreaterThan(500);
        assertThat(report.read()).isGreaterThan(500);
    }

    @Test
    void anExceptionFromAReaderThatNeverThrows_isACrash_namingTheText() {
        FuzzReport report = harness().neverThrows(text -> text.substring(text.indexOf('\u0000')));
        assertThat(report.crashes()).isGreaterThan(0);
        assertThat(report.examples()).isNotEmpty();
        assertThat(report.examples().get(0).input()).doesNotContain("\u0000");
        assertThatThrownBy(report::assertNoCrashes).isInstanceOf(AssertionError.class)
                .hasMessageContaining("StringIndexOutOfBoundsException").hasMessageContaining("input \"");
    }

    @Test
    void aRefusalThatNamesAPlaceOutsideTheText_isACrash() {
        FuzzReport report = harness().refusesOnlyWithTextFormatException(text -> {
            throw TextFormatException.at(new TextLocation(1, text.length() + 5), "always too far");
        });
        assertThat(report.crashes()).isEqualTo(report.fed());
        assertThat(report.examples().get(0).problem()).contains("a valid text was refused");
        assertThat(report.examples().get(2).problem()).contains("is past line 1");
    }

    @Test
    void anotherException_fromAReaderThatRefusesWithOne_isACrash() {
        FuzzReport report = harness().refusesOnlyWithTextFormatException(text -> {
            if (text.contains("\t")) {
                throw new IllegalStateException("a tab");
            }
            return asciiOnly(text);
        });
        assertThat(report.crashes()).isGreaterThan(0);
        assertThat(report.examples())
                .allSatisfy(crash -> assertThat(crash.problem()).contains("IllegalStateException"));
    }

    @Test
    void refusalsWithoutThrowing_areCountedAsRefusals() {
        FuzzReport report = harness().neverThrows(text -> text.contains("d2") ? Optional.of(text) : Optional.empty());
        assertThat(report.refused()).isGreaterThan(0);
        assertThat(report.read()).isGreaterThan(0);
        assertThat(report.crashes()).isZero();
    }

    @Test
    void theSameHarness_feedsTheSameTexts() {
        List<String> first = new java.util.ArrayList<>();
        List<String> second = new java.util.ArrayList<>();
        harness().cases(300).neverThrows(first::add);
        harness().cases(300).neverThrows(second::add);
        assertThat(first).isEqualTo(second).hasSize(300);
        assertThat(first.subList(0, 2)).isEqualTo(VALID);
        assertThat(first.stream().distinct().count()).isGreaterThan(200);
    }

    @Test
    void mutator_changesValidTexts_inTheWaysItNames() {
        Mutator mutator = Mutator.seeded(3).withWords(List.of("position"));
        long changed = 0;
        boolean huge = false;
        boolean strange = false;
        for (int i = 0; i < 2_000; i++) {
            String text = mutator.mutate(VALID.get(0));
            changed += text.equals(VALID.get(0)) ? 0 : 1;
            huge |= text.contains("2147483648") || text.contains("99999999999999999999");
            strange |= text.chars().anyMatch(c -> c > 127);
        }
        assertThat(changed).isGreaterThan(1_900);
        assertThat(huge).isTrue();
        assertThat(strange).isTrue();
        assertThat(mutator.huge("ab", 10_000).length()).isGreaterThan(10_000);
    }

    @ParameterizedTest(name = "{1}:{2} in \"{0}\" -> {3}")
    @CsvSource(delimiter = '|', value = {
        "ab\\ncd    | 1 | 3 | true",
        "ab\\ncd    | 2 | 3 | true",
        "ab\\ncd    | 3 | 1 | true",
        "ab\\ncd\\n | 3 | 1 | true",
        "ab\\ncd    | 1 | 4 | false",
        "ab\\ncd    | 3 | 2 | false",
        "ab\\ncd    | 4 | 1 | false",
        "''         | 1 | 1 | true",
        "''         | 1 | 2 | false",
        "a\\r\\nb   | 1 | 2 | true",
        "a\\r\\nb   | 1 | 3 | false",
        "a\\rbc    | 2 | 3 | true",
        "a\\rbc    | 1 | 3 | false",
    })
    void textPlaces_acceptOnlyPlacesInTheText(String escaped, int line, int column, boolean inside) {
        String text = escaped.replace("\\n", "\n").replace("\\r", "\r");
        assertThat(TextPlaces.outside(text, new TextLocation(line, column)).isEmpty()).isEqualTo(inside);
    }

    @Test
    void textPlaces_wantTheMessageToEndWithThePlace() {
        TextFormatException located = TextFormatException.at(new TextLocation(1, 2), "bad");
        assertThat(TextPlaces.problem("abc", located)).isEmpty();
        TextFormatException move = TextFormatException.atMove(3, "d9", null, "not a move");
        assertThat(TextPlaces.problem("abc", move)).isEmpty();
    }
}
