package org.tabula.morris.bots;

import org.tabula.morris.model.Points;
import org.tabula.morris.rules.Core;
import org.tabula.morris.rules.MoveCode;
import org.tabula.morris.rules.PointTables;

/**
 * Late-move reductions: a quiet move tried late in a well-ordered node seldom turns out best, so it is first
 * searched shallower with a null window and searched again at full depth only if it beats alpha there. Moves with
 * a tactical point are never reduced: captures, moves onto a point that blocks the opponent's mill, moves that
 * make a mill threat of the mover's own, and moves out of a closed mill (opened to be closed again).
 */
final class LateMoves {

    /** The least depth of a {@link Strength} whose search reduces: deeper than level 4's six plies. */
    static final int STRENGTH_DEPTH = 8;
    /** Shallower than this a node searches every move at full depth: too little left to save. */
    static final int MIN_DEPTH = 3;
    /** The moves tried before reductions start: the table move, captures and killers usually come first. */
    static final int FULL_MOVES = 3;
    private LateMoves() {
    }

    /** The plies the {@code n}th move of a node {@code depth} plies deep is searched shallower: 0 for none. */
    static int reduction(Core core, int depth, int n, int move, int tableMove) {
        if (depth < MIN_DEPTH || n < FULL_MOVES || move == tableMove || tactical(core, move)) {
            return 0;
        }
        return depth >= 6 && n >= 8 ? 2 : 1;
    }

    /** Whether a move of the side to move captures, blocks a mill, threatens one or opens one of its own. */
    static boolean tactical(Core core, int move) {
        if (MoveCode.remove(move) >= 0) {
            return true;
        }
        int side = core.turn();
        int from = MoveCode.from(move);
        int to = MoveCode.to(move);
        int own = core.men(side);
        int opp = core.men(side ^ 1);
        if (from >= 0) {
            if (Points.inMill(own, from)) {
                return true;
            }
            own &= ~(1 << from);
        }
        int empty = Points.ALL & ~own & ~opp;
        for (int k = 0; k < 2; k++) {
            int partners = PointTables.millPartners(to, k);
            if ((opp & partners) == partners
                    || Integer.bitCount(own & partners) == 1 && Integer.bitCount(empty & partners) == 1) {
                return true;
            }
        }
        return false;
    }
}
