package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabula.api.Palette;

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
        assertThat(rank2).startsWith("<label:2><board: >")
                .contains("<mark:C>", "<mark:+>", "<red:C>");
        assertThat(rank2.split("<red:C>", -1)).as("only the cannon on b2 is unmarked").hasSize(2);
        assertThat(lines.get(18)).contains("<red:K>");
        assertThat(lines.get(0)).contains("<black:k>");
        assertThat(lines.get(19)).isEqualTo("<board:  ><label:a   b   c   d   e   f   g   h   i>");
        List<String> plain = Fixtures.played("h2e2").view().draw();
        for (int i = 0; i < lines.size(); i++) {
            assertThat(lines.get(i).replaceAll("<[a-z]+:([^>]*)>", "$1")).isEqualTo(plain.get(i));
        }
    }

    @Test
    void theFacts_giveTheLastMoveInWxf_aCheck_andTheNoCaptureCount() {
        assertThat(XiangqiGame.newGame().facts()).containsExactly(java.util.Map.entry("no capture", "0 of 120 plies"));
        XiangqiGame game = Fixtures.playAll(Fixtures.game("Kd0 ke8 Rh0", 'w'), "h0h8");
        assertThat(game.facts()).containsExactly(java.util.Map.entry("last move in WXF", "R2+8"),
                java.util.Map.entry("check", "black is in check"), java.util.Map.entry("no capture", "1 of 120 plies"));
    }
}
