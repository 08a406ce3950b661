package org.tabula.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.api.TextFormatException;

class CountsTest {

    @ParameterizedTest
    @CsvSource({"0,0", "9,9", "08,8", "2147483647,2147483647"})
    void read_readsDecimalCounts(String text, int count) {
        assertThat(Counts.read(Token.of(text, 1, 1), "ply")).isEqualTo(count);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "-1|'ply' is a whole number, not '-1' at 2:5",
        "+1|'ply' is a whole number, not '+1' at 2:5",
        "1.5|'ply' is a whole number, not '1.5' at 2:5",
        "\u0661|'ply' is a whole number, not '\u0661' at 2:5",
        "2147483648|'ply' is too large a number: 2147483648 at 2:5",
        "99999999999999999999999|'ply' is too large a number: 99999999999999999999999 at 2:5",
    })
    void read_refusesWhatIsNotACount(String text, String message) {
        assertThatThrownBy(() -> Counts.read(Token.of(text, 2, 5), "ply"))
                .isInstanceOf(TextFormatException.class).hasMessage(message);
    }
}
