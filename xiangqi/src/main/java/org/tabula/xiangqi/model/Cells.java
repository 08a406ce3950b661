package org.tabula.xiangqi.model;


/**
 * The core's cell values: 0 for an empty point, a kind's code (1 general to 7 soldier) for a red piece and its
 * negative for a black one. Kept here, beside the core, so the public values need no hidden members for it.
 */
public final class Cells {

    /** The kinds' codes, as cells hold them for red (black's are their negatives). */
    public static final int GENERAL = 1;
    public static final int ADVISOR = 2;
    public static final int ELEPHANT = 3;
    public static final int HORSE = 4;
    public static final int CHARIOT = 5;
    public static final int CANNON = 6;
    public static final int SOLDIER = 7;

    private Cells() {
    }

    /** The core's code of a kind: 1 for the general up to 7 for the soldier. */
    public static int code(PieceKind kind) {
        return kind.ordinal() + 1;
    }

    /** The kind of a core code, 1 to 7. */
    public static PieceKind kind(int code) {
        return PieceKind.values()[code - 1];
    }

    /** The cell value of a piece: its kind's code, negative for black. */
    public static int of(Piece piece) {
        return piece.colour() == Colour.RED ? code(piece.kind()) : -code(piece.kind());
    }

    /** The piece of a cell value, which is not 0. */
    public static Piece piece(int cell) {
        return new Piece(cell > 0 ? Colour.RED : Colour.BLACK, kind(Math.abs(cell)));
    }
}
