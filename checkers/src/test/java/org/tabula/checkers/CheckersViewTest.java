package org.tabula.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tabula.api.Palette;
import org.tabula.checkers.model.Squares;
import org.tabula.notation.Coordinate;

/** The board drawn for a terminal, with files, ranks and square numbers, and the facts shown beside it. */
class CheckersViewTest {

    @Test
    void view_drawsTheBoardWithRanksFilesMenAndKings() {
        CheckersGame game = Fixtures.game("B:W18,K23,29:BK2,12,14");
        assertThat(game.view().draw()).containsExactly(
                "  +-----------------+",
                "8 |   .   B   .   . |       1     2     3     4",
                "7 | .   .   .   .   |    5     6     7     8",
                "6 |   .   .   .   b |       9    10    11    12",
                "5 | .   b   .   .   |   13    14    15    16",
                "4 |   .   w   .   . |      17    18    19    20",
                "3 | .   .   W   .   |   21    22    23    24",
                "2 |   .   .   .   . |      25    26    27    28",
                "1 | w   .   .   .   |   29    30    31    32",
                "  +-----------------+",
                "    a b c d e f g h");
    }

    @Test
    void view_ofTheStart_showsBlackAtTheTopAndWhiteBelow() {
        assertThat(CheckersGame.newGame().view().draw()).containsExactly(
                "  +-----------------+",
                "8 |   b   b   b   b |       1     2     3     4",
                "7 | b   b   b   b   |    5     6     7     8",
                "6 |   b   b   b   b |       9    10    11    12",
                "5 | .   .   .   .   |   13    14    15    16",
                "4 |   .   .   .   . |      17    18    19    20",
                "3 | w   w   w   w   |   21    22    23    24",
                "2 |   w   w   w   w |      25    26    27    28",
                "1 | w   w   w   w   |   29    30    31    32",
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
        assertThat(lines.get(1)).isEqualTo("<label:8><board: ><board:|   ><black:b><board:   .   .   . |>"
                + "<board:   ><label:    1     2     3     4>");
        // Rank 6: b6, the square left, is marked; rank 5: c5, the man taken; rank 4: d4, where the man stands.
        assertThat(lines.get(3)).contains("<mark:.>");
        assertThat(lines.get(4)).contains("<mark:.>");
        assertThat(lines.get(5)).contains("<mark:b>");
        assertThat(lines.get(8)).contains("<white:w>");
        assertThat(lines.get(10)).isEqualTo("<board:    ><label:a b c d e f g h>");
    }

    @Test
    void view_plain_bracketsTheSquaresOfTheLastMove_left_takenAndLandedOn() {
        CheckersGame game = Fixtures.playAll(Fixtures.game("B:W14,30:B9,1"), "9x18");
        List<String> lines = game.view().draw(Palette.PLAIN);
        assertThat(lines.get(3)).startsWith("6 |  [.]  .   .   . |");
        assertThat(lines.get(4)).startsWith("5 | .  [.]  .   .   |");
        assertThat(lines.get(5)).startsWith("4 |   .  [b]  .   . |");
        assertThat(lines.get(8)).startsWith("1 | .   w   .   .   |");
    }

    @Test
    void view_showsEachDarkSquaresNumber_onItsRank_inItsFilesPlace() {
        List<String> lines = CheckersGame.newGame().view().draw();
        for (int square = 1; square <= 32; square++) {
            Coordinate at = Squares.coordinate(square);
            String line = lines.get(9 - at.rank());
            // The square's glyph stands at 4 + 2 * file; its number in the two columns from 24 + 3 * file.
            assertThat(line.charAt(4 + 2 * at.file())).as("square %d", square).isIn('b', 'w', '.');
            assertThat(line.substring(24 + 3 * at.file(), 26 + 3 * at.file()).trim()).as("square %d", square)
                    .isEqualTo(Integer.toString(square));
        }
    }

    @Test
    void flipped_turnsBoardNumbersAndFiles_a1AtTheTopRight_andTwiceIsTheFirst() {
        CheckersGame game = Fixtures.playAll(Fixtures.game("B:W14,30:B9,1"), "9x18");
        assertThat(game.view().flipped().orElseThrow().draw()).containsExactly(
                "  +-----------------+",
                "1 |   .   .   w   . |      32    31    30    29",
                "2 | .   .   .   .   |   28    27    26    25",
                "3 |   .   .   .   . |      24    23    22    21",
                "4 | .   .  [b]  .   |   20    19    18    17",
                "5 |   .   .  [.]  . |      16    15    14    13",
                "6 | .   .   .  [.]  |   12    11    10     9",
                "7 |   .   .   .   . |       8     7     6     5",
                "8 | .   .   .   b   |    4     3     2     1",
                "  +-----------------+",
                "    h g f e d c b a");
        assertThat(game.view().flipped().orElseThrow().flipped().orElseThrow().draw()).isEqualTo(game.view().draw());
    }

    @Test
    void view_plainPaletteKeepsTheWidth() {
        assertThat(CheckersGame.newGame().view().draw(Palette.PLAIN)).hasSize(11)
                .allMatch(line -> line.length() <= 47);
        // The board keeps its 21 columns, the frame's or a rank's bar last; the numbers stand beside it.
        assertThat(CheckersGame.newGame().view().draw(Palette.PLAIN).subList(0, 10))
                .allMatch(line -> line.length() >= 21 && (line.charAt(20) == '|' || line.charAt(20) == '+'));
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
