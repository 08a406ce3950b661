package org.tabula.xiangqi.bots;

import org.tabula.xiangqi.model.Cells;
import org.tabula.xiangqi.model.Colour;
import org.tabula.xiangqi.model.Squares;
import org.tabula.xiangqi.rules.Core;
import org.tabula.xiangqi.rules.Geometry;

/**
 * How good a position looks to the side to move, in hundredths of a soldier: the searching bots' judgement where
 * they stop looking.
 *
 * <p>Material counts most, in the proportions players teach (chariot 9, cannon 4.5, horse 4, advisor and elephant
 * 2, soldier 1, and 2 once across the river). A soldier is worth a little more the nearer it comes to the enemy
 * palace and the centre file, a horse or chariot across the river a little more too, for the attack they carry.
 */
public final class Evaluation {

    public static final int[] VALUE = {0, 0, 200, 200, 400, 900, 450, 100};
    private static final int CROSSED_SOLDIER = 200;
    private static final int ACROSS = 20;

    private Evaluation() {
    }

    /** The score of the position for the side to move: positive is good for it. */
    public static int score(Core core) {
        int score = 0;
        for (int square = 0; square < Squares.COUNT; square++) {
            int cell = core.cells[square];
            if (cell != 0) {
                int value = value(Math.abs(cell), cell > 0 ? Colour.RED : Colour.BLACK, square);
                score += cell > 0 ? value : -value;
            }
        }
        return core.turn() == 0 ? score : -score;
    }

    private static int value(int kind, Colour colour, int square) {
        boolean across = !Geometry.onOwnSide(square, colour);
        if (kind == Cells.SOLDIER) {
            if (!across) {
                return VALUE[Cells.SOLDIER];
            }
            int advanced = colour == Colour.RED ? Squares.rank(square) - 5 : 4 - Squares.rank(square);
            int central = 4 - Math.abs(Squares.file(square) - 4);
            // A soldier on the enemy's back rank can no longer go forward, so it is worth less than one before it.
            int depth = advanced == 4 ? 1 : advanced;
            return CROSSED_SOLDIER + depth * 10 + central * 5;
        }
        if (across && (kind == Cells.HORSE || kind == Cells.CHARIOT)) {
            return VALUE[kind] + ACROSS;
        }
        return VALUE[kind];
    }
}
