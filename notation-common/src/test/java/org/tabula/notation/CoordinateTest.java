package org.tabula.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CoordinateTest {

    @Test
    void parse_readsAnyCaseAndWritesLowerCase() {
        assertThat(Coordinate.parse("D2")).contains(new Coordinate(3, 2));
        assertThat(Coordinate.parse("d2").orElseThrow().text()).isEqualTo("d2");
        assertThat(Coordinate.parse("H0").orElseThrow().toString()).isEqualTo("h0");
        assertThat(Coordinate.of('E', 9).fileLetter()).isEqualTo('e');
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "d", "d22", "2d", "-2", "d-", " d2", "d2 ", "\u212A2", "\u01302", "\u017F2",
        "d\u0662", "\uD83D\uDE00"})
    void parse_rejectsWhatIsNotALetterThenADigit(String text) {
        assertThat(Coordinate.parse(text)).isEmpty();
    }

    @Test
    void parse_takesNullAsNothing() {
        assertThat(Coordinate.parse(null)).isEmpty();
        assertThat(Coordinate.parseAt(null, 0)).isEmpty();
    }

    @Test
    void parseAt_readsInsideATextAndNotPastItsEnd() {
        assertThat(Coordinate.parseAt("d2-d3", 3)).contains(new Coordinate(3, 3));
        assertThat(Coordinate.parseAt("d2-d3", 4)).isEmpty();
        assertThat(Coordinate.parseAt("d2-d3", 5)).isEmpty();
        assertThat(Coordinate.parseAt("d2-d3", -1)).isEmpty();
    }

    @Test
    void of_rejectsWhatIsNoFileOrRank() {
        assertThatThrownBy(() -> Coordinate.of('\u212A', 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Coordinate(26, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Coordinate(0, 10)).isInstanceOf(IllegalArgumentException.class);
    }

    @Property
    void parse_neverThrows(@ForAll("hostile") String text, @ForAll @IntRange(min = -2, max = 90) int offset) {
        Coordinate.parse(text);
        Coordinate.parseAt(text, offset);
    }

    @Property
    void text_readsBackToTheSameCoordinate(@ForAll @IntRange(max = 25) int file,
            @ForAll @IntRange(max = 9) int rank) {
        Coordinate coordinate = new Coordinate(file, rank);
        assertThat(Coordinate.parse(coordinate.text())).contains(coordinate);
        assertThat(Coordinate.parse(coordinate.text().toUpperCase(java.util.Locale.ROOT))).contains(coordinate);
    }

    @Provide
    Arbitrary<String> hostile() {
        return TextArbitraries.hostile();
    }
}
