package org.tabula.dicerace.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.api.TextFormatException;
import org.tabula.dicerace.rules.RaceState;

/** The position text: every state reads back as itself, and a text that is no position is refused at its place. */
class PositionTextTest {

    @Provide
    Arbitrary<RaceState> states() {
        Arbitrary<List<Integer>> men = Arbitraries.integers().between(0, 7).list().ofSize(4)
                .filter(squares -> RaceState.sharedSquare(squares) == 0);
        return Combinators.combine(men, Arbitraries.integers().between(0, 1), Arbitraries.integers().between(-1, 3),
                Arbitraries.integers().between(0, 999_999))
                .as((squares, turn, roll, ply) -> new RaceState(squares, turn, RaceState.winnerOf(squares) >= 0 ? -1 : roll,
                        ply));
    }

    @Property
    void everyState_readsBackFromItsText(@ForAll("states") RaceState state) {
        assertThat(PositionText.read(PositionText.write(state))).isEqualTo(state);
    }

    @ParameterizedTest(name = "\"{0}\" -> {1}")
    @CsvSource(delimiter = '|', value = {
        "''                      | there is no position at 1:1",
        "0,0/0,0 light - 0 x     | a position has four fields, not 5 at 1:19",
        "0,0/0,0 light -         | a position has four fields, not 3 at 1:15",
        "0,0/0,8 light - 0       | the men are written like 0,3/5,7 at 1:1",
        "2,0/2,0 light - 0       | two men stand on square 2 at 1:1",
        "0,0/0,0 white - 0       | the side is light or dark, not 'white' at 1:9",
        "0,0/0,0 dark 4 0        | the roll is 0 to 3, or - when it is to come at 1:14",
        "0,0/0,0 dark - 1000000  | the ply is a number below a million at 1:16",
        "7,7/0,0 dark 1 9        | the game is over, so no roll stands at 1:14",
    })
    void aTextThatIsNoPosition_isRefusedAtItsPlace(String text, String message) {
        assertThatThrownBy(() -> PositionText.read(text)).isInstanceOf(TextFormatException.class)
                .hasMessage(message);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {"  0,3/5,7   DARK 2 12  ", "0,3/5,7 dark 2 12\\n\\n"})
    void blanksAndCase_areForgiven_andTheTextWrittenIsCanonical(String text) {
        assertThat(PositionText.write(PositionText.read(text.replace("\\n", "\n")))).isEqualTo("0,3/5,7 dark 2 12");
    }

    @Test
    void aSecondLine_isRefusedWhereItBegins() {
        assertThatThrownBy(() -> PositionText.read("0,0/0,0 light - 0\n  x")).hasMessage("a position is one line at 2:3");
    }
}
