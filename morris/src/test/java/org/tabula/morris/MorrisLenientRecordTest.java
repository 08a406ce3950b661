package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
import org.tabula.morris.model.MorrisMove;

/**
 * What the lenient record reader takes beyond the canonical text: a {@code ...} standing for a side's move left
 * out, and a lone CR as a line break, with every error's line and column counted as the line is shown.
 */
class MorrisLenientRecordTest {

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', value = {
        "1. ... d2 2. f4|d2 f4",
        "1.   ...   d2|d2",
        "1... d2|d2",
        "d2 ... f4|d2 f4",
    })
    void aPlaceholderForAMoveLeftOut_isPassedOver(String text, String moves) {
        assertThat(MorrisNotation.parseRecord(text).stream().map(MorrisMove::text))
                .containsExactly(moves.split(" "));
    }

    @Test
    void aGameStartingWithBlack_readsThePlaceholder_andWritesItCanonically() {
        String text = "position W....................... b 8 9 1 1\n1. ... d2\n2. f4\n";
        assertThat(MorrisGame.fromText(text).record())
                .isEqualTo("position W....................... b 8 9 1 1\n1... d2\n2. f4\n");
    }

    @Test
    void aLoneCr_breaksLines_forTheHeadersAndTheMoves() {
        MorrisGame game = MorrisGame.fromText("flying no\r1. d2 f4\roffer black\rresult white resign\r");
        assertThat(game.record()).isEqualTo("flying no\n1. d2 f4\noffer black\nresult white resign\n");
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', value = {
        "1. d2\\r2. d9|2|4",
        "1. d2\\r\\n2. f4\\r3. d9|3|4",
        "flying no\\roffer w|2|7",
        "position W....................... b 8 9 1 1\\rposition x|2|1",
        "1. d2\\roffer white black|2|13",
    })
    void errors_nameTheLineAndColumnAsTheLinesAreShown(String escaped, int line, int column) {
        String text = escaped.replace("\\r", "\r").replace("\\n", "\n");
        assertThatThrownBy(() -> MorrisGame.fromText(text)).isInstanceOfSatisfying(TextFormatException.class,
                error -> {
                    assertThat(error.location()).contains(new TextLocation(line, column));
                    assertThat(shown(text, line).length()).isGreaterThanOrEqualTo(column - 1);
                });
    }

    @Test
    void headerLocation_countsALoneCrAsALineBreak() {
        assertThat(MorrisNotation.headerLocation("1. d2\r  offer white\r", MorrisNotation.OFFER))
                .contains(new TextLocation(2, 3));
    }

    @Test
    void aPositionOverALoneCr_isRefusedAtTheLineAfterIt() {
        assertThatThrownBy(() -> MorrisNotation.parsePosition("W....................... b 8 9 1 1\rx"))
                .isInstanceOfSatisfying(TextFormatException.class,
                        error -> assertThat(error.location()).contains(new TextLocation(2, 1)));
    }

    /** The line a host shows beside an error: lines broken at CR LF, LF or a lone CR. */
    private static String shown(String text, int line) {
        return text.split("\r\n|\r|\n", -1)[line - 1];
    }
}
