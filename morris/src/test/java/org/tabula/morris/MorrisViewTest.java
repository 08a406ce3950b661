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
                "6 |   .------[W]------.   |",
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
    void view_plain_bracketsThePointsOfTheLastMove_fromToAndTheManTaken() {
        // White's last man on g7 closes the top mill and takes black's b6.
        List<String> lines = played("a7", "b6", "d7", "f4", "g7xb6").view().draw(Palette.PLAIN);
        assertThat(lines.get(0)).isEqualTo("7 W-----------W----------[W]");
        assertThat(lines.get(2)).isEqualTo("6 |  [.]------.-------.   |");
        assertThat(lines.get(6)).isEqualTo("4 .---.---.       .---B---.");
        MorrisGame moved = Fixtures.playAll(Fixtures.game("d6 a1 g1", "a7 g7 d1", 'w'), "d6-d5");
        assertThat(moved.view().draw(Palette.PLAIN).get(2)).isEqualTo("6 |   .------[.]------.   |");
        assertThat(moved.view().draw(Palette.PLAIN).get(4)).isEqualTo("5 |   |   .--[W]--.   |   |");
        assertThat(moved.view().draw(Palette.PLAIN)).allMatch(line -> line.length() <= 27);
    }

    @Test
    void view_colourPalette_marksByColourAlone_withoutBrackets() {
        Palette colour = (role, text) -> role.equals(Palette.MARK) ? "*" + text + "*" : text;
        assertThat(played("d2", "f4").view().draw(colour).get(6)).isEqualTo("4 .---.---.       .---*B*---.");
    }

    @Test
    void flipped_turnsTheBoardHalfRound_rankOneAtTheTop_fileAOnTheRight() {
        MorrisGame game = played("a1", "f4", "d6");
        List<String> flipped = game.view().flipped().orElseThrow().draw();
        assertThat(flipped).containsExactly(
                "1 .-----------.-----------W",
                "  |           |           |",
                "2 |   .-------.-------.   |",
                "  |   |       |       |   |",
                "3 |   |   .---.---.   |   |",
                "  |   |   |       |   |   |",
                "4 .---B---.       .---.---.",
                "  |   |   |       |   |   |",
                "5 |   |   .---.---.   |   |",
                "  |   |       |       |   |",
                "6 |   .------[W]------.   |",
                "  |           |           |",
                "7 .-----------.-----------.",
                "  g   f   e   d   c   b   a");
        assertThat(game.view().flipped().orElseThrow().flipped().orElseThrow().draw()).isEqualTo(game.view().draw());
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
