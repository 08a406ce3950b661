package org.tabula.xiangqi.model;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** The core's cell values stand for exactly one piece each, signed by colour. */
class CellsTest {

    @Property
    void aPiecesCell_readsBackAsThePiece(@ForAll Colour colour, @ForAll PieceKind kind) {
        Piece piece = new Piece(colour, kind);
        int cell = Cells.of(piece);
        assertThat(Math.abs(cell)).isBetween(Cells.GENERAL, Cells.SOLDIER);
        assertThat(cell > 0).isEqualTo(colour == Colour.RED);
        assertThat(Cells.piece(cell)).isEqualTo(piece);
        assertThat(Cells.kind(Cells.code(kind))).isEqualTo(kind);
    }
}
