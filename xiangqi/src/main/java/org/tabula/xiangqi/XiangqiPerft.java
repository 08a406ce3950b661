package org.tabula.xiangqi;

import java.util.LinkedHashMap;
import java.util.Map;
import org.tabula.api.Status;
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
        check(depth);
        if (depth == 0) {
            return 1;
        }
        if (game.status() == Status.FINISHED) {
            return 0;
        }
        return count(game.core(), depth, new int[depth * Core.MAX_MOVES], 0);
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
        check(depth);
        return walk(game.copy(), depth);
    }

    /** The perft count below each legal move, in the order of the legal moves, counted on the fast core. */
    public static Map<XiangqiMove, Long> divide(XiangqiGame game, int depth) {
        check(depth);
        if (depth == 0) {
            throw new IllegalArgumentException("divide needs a depth of at least 1");
        }
        Map<XiangqiMove, Long> counts = new LinkedHashMap<>();
        for (XiangqiMove move : game.legalMoves()) {
            XiangqiGame next = game.copy();
            next.play(move);
            counts.put(move, perft(next, depth - 1));
        }
        return counts;
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

    private static long walk(XiangqiGame game, int depth) {
        if (depth == 0) {
            return 1;
        }
        long total = 0;
        for (XiangqiMove move : game.legalMoves()) {
            if (!game.play(move).isAccepted()) {
                throw new IllegalStateException("a legal move was refused: " + move);
            }
            total += walk(game, depth - 1);
            game.undo();
        }
        return total;
    }

    private static void check(int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("perft depth is 0 or more: " + depth);
        }
    }
}
