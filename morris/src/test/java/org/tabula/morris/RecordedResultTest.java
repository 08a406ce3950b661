package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RecordedResultTest {

    @Test
    void factories_makeTheThreeWrittenEndings() {
        assertThat(RecordedResult.resign(Colour.WHITE)).isEqualTo(new RecordedResult(Optional.of(Colour.WHITE),
                "resign"));
        assertThat(RecordedResult.timeout(Colour.BLACK).winner()).contains(Colour.BLACK);
        assertThat(RecordedResult.agreement().isDraw()).isTrue();
        assertThat(RecordedResult.resign(Colour.BLACK).isDraw()).isFalse();
    }

    @Test
    void text_isTheResultLineAfterItsKeyword() {
        assertThat(RecordedResult.resign(Colour.WHITE).text()).isEqualTo("white resign");
        assertThat(RecordedResult.timeout(Colour.BLACK).text()).isEqualTo("black timeout");
        assertThat(RecordedResult.agreement().text()).isEqualTo("draw agreement");
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', value = {
        "|resign|a game ended by resign has a winner",
        "|timeout|a game ended by timeout has a winner",
        "WHITE|agreement|a game ended by agreement is a draw, not a win for white",
        "WHITE|mill|a record writes only the endings resign, timeout and agreement, not 'mill'",
        "|repetition|a record writes only the endings resign, timeout and agreement, not 'repetition'",
        "BLACK|Resign|a record writes only the endings resign, timeout and agreement, not 'Resign'",
    })
    void recordedResult_refusesAnEndingARecordDoesNotWrite(Colour winner, String reason, String message) {
        assertThatThrownBy(() -> new RecordedResult(Optional.ofNullable(winner), reason))
                .isInstanceOf(IllegalArgumentException.class).hasMessage(message);
    }

    @Test
    void recordedResult_refusesNulls() {
        assertThatThrownBy(() -> new RecordedResult(null, "resign")).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> new RecordedResult(Optional.empty(), null))
                .isInstanceOf(NullPointerException.class);
    }
}
