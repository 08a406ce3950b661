package org.tabula.engine.view;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tabula.api.Palette;

class ViewPiecesTest {

    /** Shows each painted run as role[text], so the runs can be read. */
    private static final Palette BRACKETS = (role, text) -> role + "[" + text + "]";

    @Test
    void glyphRow_paintsEachRunOfOneRoleOnce() {
        GlyphRow row = GlyphRow.blank(7).put(0, '|').put(2, 'b', "black").put(3, 'b', "black").put(5, 'w', "white")
                .paint(5, Palette.MARK).put(6, '|');
        assertThat(row.draw(BRACKETS)).isEqualTo("board[| ]black[bb]board[ ]mark[w]board[|]");
    }

    @Test
    void glyphRow_plainPalette_givesTheGlyphs() {
        assertThat(GlyphRow.blank(3).put(1, 'x', "red").draw((role, text) -> text)).isEqualTo(" x ");
    }

    @Test
    void boardLines_labelAndFiles() {
        assertThat(BoardLines.labelled(BRACKETS, "8", "X")).isEqualTo("label[8]board[ ]X");
        assertThat(BoardLines.files(BRACKETS, 2, 'c', 3)).isEqualTo("board[  ]label[a   b   c]");
        assertThat(BoardLines.files((role, text) -> text, 4, 'h', 1)).isEqualTo("    a b c d e f g h");
    }
}
