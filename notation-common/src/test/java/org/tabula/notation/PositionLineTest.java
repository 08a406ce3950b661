package org.tabula.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.tabula.api.TextFormatException;

class PositionLineTest {

    @Test
    void position_isTheFirstLine_blankLinesAfterItAllowed() {
        assertThat(PositionLine.of(Lines.split("a b c\n\n  \n")).text()).isEqualTo("a b c");
    }

    @Test
    void noLineOrABlankFirstLine_isNoPosition_atLineOneColumnOne() {
        for (String text : new String[] {"", "\nx"}) {
            assertThatThrownBy(() -> PositionLine.of(Lines.split(text))).isInstanceOf(TextFormatException.class)
                    .hasMessageContaining("there is no position")
                    .satisfies(e -> assertThat(((TextFormatException) e).location().orElseThrow().line()).isEqualTo(1));
        }
    }

    @Test
    void aSecondLineWithText_isRefusedWhereItsTextBegins() {
        assertThatThrownBy(() -> PositionLine.of(Lines.split("a b\n  more"))).isInstanceOf(TextFormatException.class)
                .hasMessageContaining("a position is one line; this is more")
                .satisfies(e -> assertThat(((TextFormatException) e).location().orElseThrow().line()).isEqualTo(2));
    }
}
