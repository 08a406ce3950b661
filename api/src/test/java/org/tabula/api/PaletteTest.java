package org.tabula.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class PaletteTest {

    @Test
    void plain_drawsTextAsItIs_andAsksForTheLastMoveBracketed_aColouringPaletteDoesNot() {
        assertThat(Palette.PLAIN.paint(Palette.MARK, "W")).isEqualTo("W");
        assertThat(Palette.PLAIN.bracketsMark()).isTrue();
        Palette colour = (role, text) -> "\u001b[7m" + text + "\u001b[0m";
        assertThat(colour.bracketsMark()).isFalse();
    }

    @Test
    void boardView_cannotTurnUnlessItSaysSo() {
        BoardView view = palette -> List.of("x");
        assertThat(view.flipped()).isEmpty();
    }
}
