package org.tabula.checkers.bots;

import org.tabula.checkers.model.Diagonals;
import org.tabula.checkers.rules.Core;

/**
 * How good a position looks to the side to move, in hundredths of a man: the searching bots' judgement where
 * they stop looking.
 *
 * <p>Material counts most, a king more than a man. Beside it: men further down the board are nearer the crown;
 * men kept on their own back row stop the enemy crowning there, worth most while the enemy still has men;
 * pieces in the centre reach more squares.
 */
final class Evaluation {

    static final int MAN = 100;
    static final int KING = 145;
    private static final int ADVANCE = 3;
    private static final int BACK_ROW = 10;
    private static final int CENTRE = 6;
    /** The squares 14, 15, 18 and 19 (c5, e5, d4, f4), as indices. */
    private static final int CENTRE_SQUARES = 1 << 13 | 1 << 14 | 1 << 17 | 1 << 18;
    /** Each side's own back row: black's at the top, white's at the bottom. */
    private static final int[] BACK = {Diagonals.TOP_ROW, Diagonals.BOTTOM_ROW};

    private Evaluation() {
    }

    /** The score of the position for the side to move: positive is good for it. */
    static int score(Core core) {
        int side = core.turn();
        return side(core, side) - side(core, side ^ 1);
    }

    private static int side(Core core, int side) {
        int own = core.pieces(side);
        int kings = own & core.kings();
        int men = own & ~kings;
        int score = Integer.bitCount(men) * MAN + Integer.bitCount(kings) * KING;
        for (int rest = men; rest != 0; rest &= rest - 1) {
            int row = Diagonals.row(Integer.numberOfTrailingZeros(rest));
            score += (side == 0 ? row : 7 - row) * ADVANCE;
        }
        if ((core.pieces(side ^ 1) & ~core.kings()) != 0) {
            score += Integer.bitCount(men & BACK[side]) * BACK_ROW;
        }
        score += Integer.bitCount(own & CENTRE_SQUARES) * CENTRE;
        return score;
    }
}
