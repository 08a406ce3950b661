package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tabula.morris.Fixtures.played;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tabula.api.Palette;

/** The board drawn for a terminal, and the facts shown beside it. */
class MorrisViewTest {

    @Test
    void view_drawsTheBoardWithRanksFilesAndMen() {
        MorrisGame game = played("d2", "f4", "d6");
        assertThat(game.view().draw()).containsExactly(
                "7 .-----------.-----------.",
                "  |           |           |",
                "6 |   .-------W-------.   |",
                "  |   |       |       |   |",
                "5 |   |   .---.---.   |   |",
                "  |   |   |       |   |   |",
                "4 .---.---.       .---B---.",
                "  |   |   |       |   |   |",
                "3 |   |   .---.---.   |   |",
                "  |   |       |       |   |",
                "2 |   .-------W-------.   |",
                "  |           |           |",
                "1 .-----------.-----------.",
                "  a   b   c   d   e   f   g");
    }

    @Test
    void view_paintsMenBySideLabelsBoardAndTheLastMovesPoints() {
        MorrisGame game = played("a7", "b6", "d7", "f4", "g7xb6");
        Palette tags = (role, text) -> "<" + role + ":" + text + ">";
        List<String> lines = game.view().draw(tags);
        assertThat(lines.get(0)).isEqualTo("<label:7><board: ><white:W><board:-----------><white:W>"
                + "<board:-----------><mark:W>");
        assertThat(lines.get(2)).contains("<mark:.>");
        assertThat(lines.get(6)).contains("<black:B>");
        assertThat(lines.get(13)).isEqualTo("<board:  ><label:a   b   c   d   e   f   g>");
    }

    @Test
    void view_plainPaletteKeepsTheWidth() {
        assertThat(MorrisGame.newGame().view().draw(Palette.PLAIN)).hasSize(14)
                .allMatch(line -> line.length() == 27);
    }

    @Test
    void facts_givePhaseMenInHandMenOnBoardAndTheNoMillCount() {
        MorrisGame game = played("d2");
        assertThat(game.facts()).containsExactly(Map.entry("phase", "placing"), Map.entry("white in hand", "8"),
                Map.entry("black in hand", "9"), Map.entry("white on board", "1"), Map.entry("black on board", "0"),
                Map.entry("no mill", "0 of 120"));
    }
}
