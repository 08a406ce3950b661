package org.tabula.host.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabula.api.Palette;
import org.tabula.api.Result;
import org.tabula.api.Side;

class GameScreenTest {

    private static final List<Side> SIDES = List.of(Side.of("white"), Side.of("black"), Side.of("red"));

    @Test
    void ansiPalette_paintsEachSideItsOwnColour_andKeepsTheVisibleText() {
        AnsiPalette palette = AnsiPalette.forSides(SIDES);

        List<String> painted = List.of(palette.paint("white", "W"), palette.paint("black", "B"),
                palette.paint("red", "R"), palette.paint(Palette.BOARD, "---"), palette.paint(Palette.LABEL, "a"),
                palette.paint(Palette.MARK, "W"));

        assertThat(painted).doesNotHaveDuplicates();
        assertThat(painted).extracting(text -> text.replaceAll("\u001b\\[[0-9;]*m", ""))
                .containsExactly("W", "B", "R", "---", "a", "W");
    }

    @Test
    void ansiPalette_leavesBlanksAndUnknownRolesAlone() {
        AnsiPalette palette = AnsiPalette.forSides(SIDES);

        assertThat(palette.paint("white", "   ")).isEqualTo("   ");
        assertThat(palette.paint("purple", "P")).isEqualTo("P");
    }

    @Test
    void describe_givesTheSentenceAndTheWinnerAndReasonCode() {
        assertThat(GameScreen.describe(Result.win(Side.of("white"), "no-move", "White wins: Black has no move")))
                .isEqualTo("White wins: Black has no move (white no-move)");
        assertThat(GameScreen.describe(Result.draw("repetition", "Draw: the same position for the third time")))
                .isEqualTo("Draw: the same position for the third time (draw repetition)");
    }
}
