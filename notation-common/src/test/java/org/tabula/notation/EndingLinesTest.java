package org.tabula.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.tabula.api.TextFormatException;

/** The {@code offer} and {@code result} lines every two-sided game's record shares, with the game's side words. */
class EndingLinesTest {

    private static final RecordReader READER = RecordReader.plain().withKeywords("offer", "result");
    private static final List<String> SIDES = List.of("red", "black");

    private static Header header(String line) {
        return READER.read(line + "\n").headers().get(0);
    }

    @Test
    void readResult_givesTheWinnerAsTheGameSpellsIt_andTheReason() {
        assertThat(EndingLines.readResult(header("result RED resign"), SIDES))
                .isEqualTo(new EndingLines.Ending(Optional.of("red"), EndingLines.RESIGN));
        assertThat(EndingLines.readResult(header("result black timeout"), SIDES))
                .isEqualTo(new EndingLines.Ending(Optional.of("black"), EndingLines.TIMEOUT));
        assertThat(EndingLines.readResult(header("result draw agreement"), SIDES))
                .isEqualTo(new EndingLines.Ending(Optional.empty(), EndingLines.AGREEMENT));
    }

    @Test
    void readOffer_givesTheSideThatMadeIt() {
        assertThat(EndingLines.readOffer(header("offer Black"), SIDES)).isEqualTo("black");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "result|a result names the winner (red or black) or draw, then the reason, and neither is given at 1:7",
        "result white resign|a result names the winner, red or black, or draw, not 'white' at 1:8",
        "result red|a result names the reason after the winner: resign, timeout or agreement at 1:11",
        "result draw resign|a game ended by resign has a winner, not a draw at 1:13",
        "result red agreement|a game ended by agreement is a draw, not a win for red at 1:8",
        "result red mate|a result's reason is resign, timeout or agreement, not 'mate' at 1:12",
        "result red resign now|nothing follows 'result red resign', but 'now' does at 1:19",
        "offer|an offer names the side that made it, red or black, and none is given at 1:6",
        "offer blue|an offer names the side that made it, red or black, not 'blue' at 1:7",
        "offer red red|nothing follows 'offer red', but 'red' does at 1:11",
    })
    void aWrongLine_isRefusedAtTheWordThatIsWrong(String line, String message) {
        Header header = header(line);
        assertThatThrownBy(() -> {
            if (header.is("offer")) {
                EndingLines.readOffer(header, SIDES);
            } else {
                EndingLines.readResult(header, SIDES);
            }
        }).isInstanceOf(TextFormatException.class).hasMessage(message);
    }
}
