package org.tabula.checkers;

import java.util.Map;
import org.tabula.api.PerftWalks;
import org.tabula.checkers.model.CheckersMove;
import org.tabula.checkers.rules.Core;
import org.tabula.checkers.rules.MoveGenerator;
import org.tabula.engine.perft.PerftFront;

/**
 * Perft for checkers: how many sequences of legal moves of a given length a game has, the standard check that
 * move generation is right. From the start: 7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680, 18391564,
 * 85242128 for depths 1 to 11.
 *
 * <p>A jump counts once for each path it can take, and a finished game has no moves, so a sequence stops at the
 * first ending (including repetition and the no-progress limit, as the game counts them). {@link #perft} walks
 * the fast core, counting the last ply in bulk; {@link #perftThroughApi} walks the public game API move by move,
 * slowly, to cross-check it.
 */
public final class CheckersPerft {

    private CheckersPerft() {
    }

    /**
     * The number of move sequences of length {@code depth} from the game as it stands, counted on the fast core.
     * The game is not changed.
     *
     * @throws IllegalArgumentException when the depth is negative
     */
    public static long perft(CheckersGame game, int depth) {
        return PerftFront.perft(game, depth, (g, d) -> count(g.core(), d, new long[d][MoveGenerator.USUAL_MOVES], 0));
    }

    /**
     * The same count as {@link #perft(CheckersGame, int)}, walked through the public API: legal moves, play and
     * undo on a copy of the game. Slow; for cross-checking the fast core.
     */
    public static long perftThroughApi(CheckersGame game, int depth) {
        return PerftWalks.throughContract(game, depth);
    }

    /** The perft count below each legal move, in the order of the legal moves, counted on the fast core. */
    public static Map<CheckersMove, Long> divide(CheckersGame game, int depth) {
        return PerftFront.divide(game, depth, CheckersGame::legalMoves);
    }

    /** The count below the core as it stands, {@code buffers[ply]} holding the moves of this ply. */
    private static long count(Core core, int depth, long[][] buffers, int ply) {
        if (core.overUnlessStuck()) {
            return 0;
        }
        if (depth == 1) {
            return MoveGenerator.countMoves(core, buffers[ply]);
        }
        int n = MoveGenerator.generate(core, buffers, ply);
        long[] moves = buffers[ply];
        long total = 0;
        for (int i = 0; i < n; i++) {
            core.make(moves[i]);
            total += count(core, depth - 1, buffers, ply + 1);
            core.unmake();
        }
        return total;
    }
}
