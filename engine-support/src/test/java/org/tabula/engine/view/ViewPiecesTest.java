package org.tabula.engine.view;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tabula.api.Palette;

class ViewPiecesTest {

    /** Shows each painted run as role[text], so the runs can be read. */
    private static final Palette BRACKETS = (role, text) -> role + "[" + text + "]";

    /** Shows the runs as BRACKETS does, and asks for the last move's brackets as a palette without colour. */
    private static final Palette BRACKETING = new Palette() {
        @Override
        public String paint(String role, String text) {
            return BRACKETS.paint(role, text);
        }

        @Override
        public boolean bracketsMark() {
            return true;
        }
    };

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
    void glyphRow_markedColumn_isBracketedForAPaletteWithoutColour_andOnlyPaintedForOneWithIt() {
        GlyphRow row = GlyphRow.blank(7).put(1, '.').put(2, '-').put(3, 'W', "white").put(4, '-').put(5, '.')
                .mark(3);
        assertThat(row.draw(Palette.PLAIN)).isEqualTo(" .[W]. ");
        assertThat(row.draw(BRACKETING)).isEqualTo("board[ .]mark[[W]]board[. ]");
        assertThat(row.draw(BRACKETS)).isEqualTo("board[ .-]mark[W]board[-. ]");
    }

    @Test
    void glyphRow_marksTwoApart_shareABar_andAMarkAtTheEndLengthensTheRowByOne() {
        GlyphRow row = GlyphRow.blank(6).put(1, 'L').put(3, '.').put(5, 'D').mark(1).mark(3).mark(5);
        assertThat(row.draw(Palette.PLAIN)).isEqualTo("[L|.|D]");
        assertThat(GlyphRow.blank(3).put(0, 'W').mark(0).draw(Palette.PLAIN)).isEqualTo("W] ");
    }

    @Test
    void glyphRow_turned_readsRightToLeft_withItsMarks() {
        GlyphRow row = GlyphRow.blank(5).put(1, 'a').put(3, 'b', "black").mark(3);
        assertThat(row.turned().draw(BRACKETING)).isEqualTo("mark[[b]]board[a ]");
        assertThat(row.turned().draw(BRACKETS)).isEqualTo("board[ ]mark[b]board[ a ]");
        assertThat(row.turned().draw(Palette.PLAIN)).isEqualTo("[b]a ");
        assertThat(row.turned().turned().draw(Palette.PLAIN)).isEqualTo(row.draw(Palette.PLAIN));
    }

    @Test
    void boardLines_labelAndFiles() {
        assertThat(BoardLines.labelled(BRACKETS, "8", "X")).isEqualTo("label[8]board[ ]X");
        assertThat(BoardLines.files(BRACKETS, 2, 'c', 3)).isEqualTo("board[  ]label[a   b   c]");
        assertThat(BoardLines.files((role, text) -> text, 4, 'h', 1)).isEqualTo("    a b c d e f g h");
        assertThat(BoardLines.files((role, text) -> text, 4, 'h', 1, true)).isEqualTo("    h g f e d c b a");
    }
}
