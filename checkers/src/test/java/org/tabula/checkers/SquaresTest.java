package org.tabula.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.checkers.model.Squares;

/** The PDN numbering of the 32 dark squares and their names by file and rank. */
class SquaresTest {

    @ParameterizedTest(name = "{0} is {1}")
    @CsvSource({"1, b8", "2, d8", "4, h8", "5, a7", "8, g7", "9, b6", "11, f6", "14, c5", "15, e5", "18, d4",
        "22, c3", "23, e3", "25, b2", "29, a1", "30, c1", "32, g1"})
    void squares_areNumberedAlongEachRowFromBlacksSide(int square, String name) {
        assertThat(Squares.name(square)).isEqualTo(name);
        assertThat(Squares.parse(name)).contains(square);
        assertThat(Squares.parse(name.toUpperCase())).contains(square);
    }

    @Test
    void everySquare_hasItsOwnNameOnADarkSquare() {
        java.util.Set<String> names = new java.util.HashSet<>();
        for (int square = 1; square <= 32; square++) {
            var coordinate = Squares.coordinate(square);
            assertThat((coordinate.file() + coordinate.rank()) % 2).as("a1 is dark").isEqualTo(1);
            names.add(Squares.name(square));
        }
        assertThat(names).hasSize(32);
    }

    @ParameterizedTest
    @ValueSource(strings = {"a8", "b1", "h1", "c8", "i1", "a9", "a0", "", "b", "b88", "11"})
    void parse_findsNoSquareForALightSquareOrANameOffTheBoard(String name) {
        assertThat(Squares.parse(name)).isEmpty();
    }

    @Test
    void coordinate_refusesNumbersThatAreNoSquare() {
        assertThatIllegalArgumentException().isThrownBy(() -> Squares.coordinate(0));
        assertThatIllegalArgumentException().isThrownBy(() -> Squares.coordinate(33));
    }
}
