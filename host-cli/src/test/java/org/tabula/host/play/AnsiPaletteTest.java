package org.tabula.host.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabula.api.Palette;
import org.tabula.api.Side;

class AnsiPaletteTest {

    private static final String RED = "\u001b[1;31m";
    private static final List<Side> SIDES = List.of(Side.of("white"), Side.of("black"), Side.of("red"));

    @Test
    void paintsEachSideItsOwnColour_andKeepsTheVisibleText() {
        AnsiPalette palette = AnsiPalette.forSides(SIDES);

        List<String> painted = List.of(palette.paint("white", "W"), palette.paint("black", "B"),
                palette.paint("red", "R"), palette.paint(Palette.BOARD, "---"), palette.paint(Palette.LABEL, "a"),
                palette.paint(Palette.MARK, "W"));

        assertThat(painted).doesNotHaveDuplicates();
        assertThat(painted).extracting(text -> text.replaceAll("\u001b\\[[0-9;]*m", ""))
                .containsExactly("W", "B", "R", "---", "a", "W");
    }

    @Test
    void red_isDrawnRed_andBlackTheSameInEveryGame() {
        AnsiPalette xiangqi = AnsiPalette.forSides(List.of(Side.of("red"), Side.of("black")));
        AnsiPalette morris = AnsiPalette.forSides(List.of(Side.of("white"), Side.of("black")));
        AnsiPalette checkers = AnsiPalette.forSides(List.of(Side.of("black"), Side.of("white")));

        assertThat(xiangqi.paint("red", "R")).startsWith(RED);
        assertThat(xiangqi.paint("black", "k")).isEqualTo(morris.paint("black", "k")).isEqualTo(checkers.paint("black", "k"));
        assertThat(morris.paint("white", "W")).isEqualTo(checkers.paint("white", "W"));
    }

    @Test
    void lightAndDark_areDrawnAsWhiteAndBlack() {
        AnsiPalette ur = AnsiPalette.forSides(List.of(Side.of("light"), Side.of("dark")));
        AnsiPalette morris = AnsiPalette.forSides(List.of(Side.of("white"), Side.of("black")));

        assertThat(ur.paint("light", "x")).isEqualTo(morris.paint("white", "x"));
        assertThat(ur.paint("dark", "x")).isEqualTo(morris.paint("black", "x"));
    }

    @Test
    void sidesWithOtherNames_takeColoursNoSideOfTheirGameHolds() {
        AnsiPalette palette = AnsiPalette.forSides(List.of(Side.of("north"), Side.of("red"), Side.of("south")));

        List<String> painted = List.of(palette.paint("north", "x"), palette.paint("red", "x"),
                palette.paint("south", "x"));

        assertThat(painted).doesNotHaveDuplicates();
        assertThat(palette.paint("red", "x")).startsWith(RED);
    }

    @Test
    void leavesBlanksAndUnknownRolesAlone() {
        AnsiPalette palette = AnsiPalette.forSides(SIDES);

        assertThat(palette.paint("white", "   ")).isEqualTo("   ");
        assertThat(palette.paint("purple", "P")).isEqualTo("P");
    }
}
