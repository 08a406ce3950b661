package org.tabula.xiangqi;

import java.util.Map;
import org.tabula.api.PerftWalks;
import org.tabula.engine.perft.PerftFront;
import org.tabula.xiangqi.model.Position;
import org.tabula.xiangqi.model.XiangqiMove;
import org.tabula.xiangqi.rules.Core;
import org.tabula.xiangqi.rules.LegalMoves;

/**
 * Perft for xiangqi: how many sequences of legal moves of a given length a game has, the standard check that
 * move generation is right. From the usual start: 44, 1,920, 79,666, 3,290,240 and 133,312,995.
 *
 * <p>A finished game has no moves, so a sequence stops at the first ending, as the game counts them (the third
 * time a position stands, the no-capture limit; a side with no move has none to count anyway).
 * {@link #perft} makes and unmakes on the board arrays, counting the last ply in bulk; {@link #perftThroughApi}
 * walks the public game API move by move, slowly, to cross-check it.
 */
public final class XiangqiPerft {

    private XiangqiPerft() {
    }

    /**
     * The number of move sequences of length {@code depth} from the game as it stands, counted on the fast core.
     * The game is not changed.
     *
     * @throws IllegalArgumentException when the depth is negative
     */
    public static long perft(XiangqiGame game, int depth) {
        return PerftFront.perft(game, depth, (g, d) -> count(g.core(), d, new int[d * Core.MAX_MOVES], 0));
    }

    /** Perft from a position with no history, counted on the fast core. */
    public static long perft(Position position, int depth) {
        return perft(XiangqiGame.fromPosition(position), depth);
    }

    /**
     * The same count as {@link #perft(XiangqiGame, int)}, walked through the public API: legal moves, play and
     * undo on a copy of the game. Slow; for cross-checking the fast core.
     */
    public static long perftThroughApi(XiangqiGame game, int depth) {
        return PerftWalks.throughContract(game, depth);
    }

    /** The perft count below each legal move, in the order of the legal moves, counted on the fast core. */
    public static Map<XiangqiMove, Long> divide(XiangqiGame game, int depth) {
        return PerftFront.divide(game, depth, XiangqiGame::legalMoves);
    }

    /** The count below the core's position, which is not finished: the root is checked by the caller. */
    private static long count(Core core, int depth, int[] moves, int at) {
        if (depth == 1) {
            return LegalMoves.count(core, moves, at);
        }
        int n = LegalMoves.generate(core, moves, at);
        long total = 0;
        for (int i = at; i < at + n; i++) {
            core.make(moves[i]);
            if (!core.overUnlessStuck()) {
                total += count(core, depth - 1, moves, at + n);
            }
            core.unmake();
        }
        return total;
    }
}
