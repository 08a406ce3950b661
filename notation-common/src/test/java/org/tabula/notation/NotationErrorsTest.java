package org.tabula.notation;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;

class NotationErrorsTest {

    private final Token token = Token.of("d9", 3, 4);
    private final Line line = new Line(3, "1. d9 x");

    @Test
    void at_namesTheTokensLineAndColumn() {
        TextFormatException error = NotationErrors.at(token, "no such point");
        assertThat(error).hasMessage("no such point at 3:4");
        assertThat(error.reason()).isEqualTo("no such point");
        assertThat(error.location()).contains(new TextLocation(3, 4));
    }

    @Test
    void after_namesTheColumnPastTheToken() {
        assertThat(NotationErrors.after(token, "missing")).hasMessage("missing at 3:6");
    }

    @Test
    void atEndAndAtStart_nameTheEndsOfTheLine() {
        assertThat(NotationErrors.atEnd(line, "missing")).hasMessage("missing at 3:8");
        assertThat(NotationErrors.atStart(line, "wrong")).hasMessage("wrong at 3:1");
    }

    @Test
    void atMove_namesTheMoveByItsPlaceTextAndLocation() {
        TextFormatException error = NotationErrors.atMove(5, token, "not a move");
        assertThat(error).hasMessage("move 5 (d9): not a move at 3:4");
        assertThat(error.moveNumber()).hasValue(5);
    }
}
