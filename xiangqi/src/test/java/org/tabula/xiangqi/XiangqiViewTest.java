package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabula.api.Palette;
import org.tabula.xiangqi.model.XiangqiMove;

class XiangqiViewTest {

    @Test
    void theStart_isDrawnAsNineFilesByTenRanks_withPalacesAndTheRiver() {
        assertThat(XiangqiGame.newGame().view().draw()).containsExactly(
                "9 r---n---b---a---k---a---b---n---r",
                "  |   |   |   | \\ | / |   |   |   |",
                "8 +---+---+---+---+---+---+---+---+",
                "  |   |   |   | / | \\ |   |   |   |",
                "7 +---c---+---+---+---+---+---c---+",
                "  |   |   |   |   |   |   |   |   |",
                "6 p---+---p---+---p---+---p---+---p",
                "  |   |   |   |   |   |   |   |   |",
                "5 +---+---+---+---+---+---+---+---+",
                "  |             river             |",
                "4 +---+---+---+---+---+---+---+---+",
                "  |   |   |   |   |   |   |   |   |",
                "3 P---+---P---+---P---+---P---+---P",
                "  |   |   |   |   |   |   |   |   |",
                "2 +---C---+---+---+---+---+---C---+",
                "  |   |   |   | \\ | / |   |   |   |",
                "1 +---+---+---+---+---+---+---+---+",
                "  |   |   |   | / | \\ |   |   |   |",
                "0 R---N---B---A---K---A---B---N---R",
                "  a   b   c   d   e   f   g   h   i");
    }

    @Test
    void eachPart_isPaintedByItsRole_theLastMoveMarked() {
        Palette tags = (role, text) -> "<" + role + ":" + text + ">";
        List<String> lines = Fixtures.played("h2e2").view().draw(tags);
        String rank2 = lines.get(14);
        assertThat(rank2).startsWith("<label:2><board: +---><red:C>")
                .contains("<mark:C>", "<mark:+>", "<red:C>");
        assertThat(rank2.split("<red:C>", -1)).as("only the cannon on b2 is unmarked").hasSize(2);
        assertThat(lines.get(18)).contains("<red:K>");
        assertThat(lines.get(0)).contains("<black:k>");
        assertThat(lines.get(19)).isEqualTo("<board:  ><label:a   b   c   d   e   f   g   h   i>");
        List<String> plain = Fixtures.played("h2e2").view().draw((role, text) -> text);
        for (int i = 0; i < lines.size(); i++) {
            assertThat(lines.get(i).replaceAll("<[a-z]+:([^>]*)>", "$1")).isEqualTo(plain.get(i));
        }
    }

    @Test
    void plain_bracketsThePointsOfTheLastMove() {
        List<String> plain = Fixtures.played("h2e2").view().draw();
        assertThat(plain.get(14)).isEqualTo("2 +---C---+---+--[C]--+---+--[+]--+");
        assertThat(plain).allMatch(line -> line.length() == 35);
    }

    @Test
    void flipped_isTheBoardFromBlacksSide_a0AtTheTopRight_andTwiceIsTheFirst() {
        XiangqiGame game = Fixtures.played("h2e2");
        List<String> flipped = game.view().flipped().orElseThrow().draw();
        assertThat(flipped).containsExactly(
                "0 R---N---B---A---K---A---B---N---R",
                "  |   |   |   | \\ | / |   |   |   |",
                "1 +---+---+---+---+---+---+---+---+",
                "  |   |   |   | / | \\ |   |   |   |",
                "2 +--[+]--+---+--[C]--+---+---C---+",
                "  |   |   |   |   |   |   |   |   |",
                "3 P---+---P---+---P---+---P---+---P",
                "  |   |   |   |   |   |   |   |   |",
                "4 +---+---+---+---+---+---+---+---+",
                "  |             river             |",
                "5 +---+---+---+---+---+---+---+---+",
                "  |   |   |   |   |   |   |   |   |",
                "6 p---+---p---+---p---+---p---+---p",
                "  |   |   |   |   |   |   |   |   |",
                "7 +---c---+---+---+---+---+---c---+",
                "  |   |   |   | \\ | / |   |   |   |",
                "8 +---+---+---+---+---+---+---+---+",
                "  |   |   |   | / | \\ |   |   |   |",
                "9 r---n---b---a---k---a---b---n---r",
                "  i   h   g   f   e   d   c   b   a");
        assertThat(game.view().flipped().orElseThrow().flipped().orElseThrow().draw()).isEqualTo(game.view().draw());
    }

    @Test
    void theFacts_giveTheLastMoveInWxf_aCheck_andTheNoCaptureCount() {
        assertThat(XiangqiGame.newGame().facts()).containsExactly(java.util.Map.entry("no capture", "0 of 120 plies"));
        XiangqiGame game = Fixtures.playAll(Fixtures.game("Kd0 ke8 Rh0", 'w'), "h0h8");
        assertThat(game.facts()).containsExactly(java.util.Map.entry("last move in WXF", "R2+8"),
                java.util.Map.entry("check", "black is in check"), java.util.Map.entry("no capture", "1 of 120 plies"));
    }

    @Test
    void displayText_isEachLegalMoveInWxf_besideItsIccs_andRefusesAMoveNotLegalHere() {
        XiangqiGame game = XiangqiGame.newGame();
        assertThat(game.displayText(Fixtures.move("h2e2"))).contains("C2.5");
        assertThat(game.displayText(Fixtures.move("b0c2"))).contains("H8+7");
        for (XiangqiMove move : game.legalMoves()) {
            assertThat(game.displayText(move)).isEqualTo(game.wxf(move));
        }
        // Black's files count from the other side: its cannon b7e7 is written as Red's h2e2 was.
        assertThat(Fixtures.played("h2e2").displayText(Fixtures.move("b7e7"))).contains("C2.5");
        assertThatThrownBy(() -> game.displayText(Fixtures.move("e0e2")))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
