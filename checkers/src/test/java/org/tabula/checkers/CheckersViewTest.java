package org.tabula.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tabula.api.Palette;

/** The board drawn for a terminal, with files and ranks, and the facts shown beside it. */
class CheckersViewTest {

    @Test
    void view_drawsTheBoardWithRanksFilesMenAndKings() {
        CheckersGame game = Fixtures.game("B:W18,K23,29:BK2,12,14");
        assertThat(game.view().draw()).containsExactly(
                "  +-----------------+",
                "8 |   .   B   .   . |",
                "7 | .   .   .   .   |",
                "6 |   .   .   .   b |",
                "5 | .   b   .   .   |",
                "4 |   .   w   .   . |",
                "3 | .   .   W   .   |",
                "2 |   .   .   .   . |",
                "1 | w   .   .   .   |",
                "  +-----------------+",
                "    a b c d e f g h");
    }

    @Test
    void view_ofTheStart_showsBlackAtTheTopAndWhiteBelow() {
        assertThat(CheckersGame.newGame().view().draw()).containsExactly(
                "  +-----------------+",
                "8 |   b   b   b   b |",
                "7 | b   b   b   b   |",
                "6 |   b   b   b   b |",
                "5 | .   .   .   .   |",
                "4 |   .   .   .   . |",
                "3 | w   w   w   w   |",
                "2 |   w   w   w   w |",
                "1 | w   w   w   w   |",
                "  +-----------------+",
                "    a b c d e f g h");
    }

    @Test
    void view_paintsPiecesBySide_labels_board_andTheSquaresOfTheLastMove() {
        CheckersGame game = Fixtures.playAll(Fixtures.game("B:W14,30:B9,1"), "9x18");
        Palette tags = (role, text) -> "<" + role + ":" + text + ">";
        List<String> lines = game.view().draw(tags);
        assertThat(lines.get(0)).isEqualTo("<board:  +-----------------+>");
        // Rank 8: b8 holds a black man.
        assertThat(lines.get(1)).isEqualTo("<label:8><board: ><board:|   ><black:b><board:   .   .   .>"
                + "<board: |>");
        // Rank 6: b6, the square left, is marked; rank 5: c5, the man taken; rank 4: d4, where the man stands.
        assertThat(lines.get(3)).contains("<mark:.>");
        assertThat(lines.get(4)).contains("<mark:.>");
        assertThat(lines.get(5)).contains("<mark:b>");
        assertThat(lines.get(8)).contains("<white:w>");
        assertThat(lines.get(10)).isEqualTo("<board:    ><label:a b c d e f g h>");
    }

    @Test
    void view_plainPaletteKeepsTheWidth() {
        assertThat(CheckersGame.newGame().view().draw(Palette.PLAIN)).hasSize(11)
                .allMatch(line -> line.length() <= 21);
        assertThat(CheckersGame.newGame().view().draw(Palette.PLAIN).subList(0, 10))
                .allMatch(line -> line.length() == 21);
    }

    @Test
    void facts_giveEachSidesMenAndKings_theNoProgressCount_andTheLastMoveByFileAndRank() {
        CheckersGame game = Fixtures.played("11-15");
        assertThat(game.facts()).containsExactly(Map.entry("black men", "12"), Map.entry("black kings", "0"),
                Map.entry("white men", "12"), Map.entry("white kings", "0"), Map.entry("no progress", "0 of 80 plies"),
                Map.entry("last move, by file and rank", "f6-e5"));
        assertThat(Fixtures.game("B:WK29:BK4 5 0", "no-progress-limit", "0").facts())
                .containsEntry("no progress", "5 plies").containsEntry("black kings", "1")
                .doesNotContainKey("last move, by file and rank");
    }
}
