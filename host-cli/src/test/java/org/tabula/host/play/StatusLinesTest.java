package org.tabula.host.play;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tabula.api.Result;
import org.tabula.api.Side;

class StatusLinesTest {

    @Test
    void describe_givesTheSentenceAndTheWinnerAndReasonCode() {
        assertThat(StatusLines.describe(Result.win(Side.of("white"), "no-move", "White wins: Black has no move")))
                .isEqualTo("White wins: Black has no move (white no-move)");
        assertThat(StatusLines.describe(Result.draw("repetition", "Draw: the same position for the third time")))
                .isEqualTo("Draw: the same position for the third time (draw repetition)");
    }
}
