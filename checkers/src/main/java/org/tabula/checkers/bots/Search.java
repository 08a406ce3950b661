package org.tabula.checkers.bots;

import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import org.tabula.checkers.rules.Core;
import org.tabula.checkers.rules.MoveCode;
import org.tabula.checkers.rules.MoveGenerator;
import org.tabula.engine.search.AlphaBeta;
import org.tabula.engine.search.BestMoves;
import org.tabula.engine.search.Chosen;
import org.tabula.engine.search.IterativeDeepening;
import org.tabula.engine.search.NodeBudget;

/**
 * Negamax with alpha-beta pruning on the fast core, deepened one ply at a time by {@link IterativeDeepening} until
 * the depth or the node budget runs out or the host asks it to stop: what the searching bots think with.
 *
 * <p>The budget counts nodes, not time, so the same search always ends in the same place. A deepening cut short
 * is thrown away and the last whole one decides; the first, one ply deep, is always finished. Where the depth
 * runs out while the side to move must jump, the search follows the jumps a few plies further, since a position
 * in the middle of an exchange says little.
 */
final class Search {

    /** The score of a won position; a win sooner scores a little more. */
    static final int WIN = 1_000_000;
    private static final int INFINITY = IterativeDeepening.INFINITY;
    /** How many plies of forced jumps are followed past the depth. */
    private static final int JUMP_PLIES = 8;

    private final Core core;
    private final NodeBudget budget;
    /** The moves of each ply of the line searched, {@code buffers[ply]}; grown when a ply has more. */
    private final long[][] buffers;

    private Search(Core core, int maxDepth, NodeBudget budget) {
        this.core = core;
        this.budget = budget;
        this.buffers = new long[maxDepth + JUMP_PLIES + 2][MoveGenerator.USUAL_MOVES];
    }

    /**
     * The best move for the side to move, looking at most {@code maxDepth} plies ahead within {@code budget}
     * nodes, with the best moves it was chosen among; equally good moves are chosen between at random.
     */
    static Chosen<Long> bestMove(Core core, int maxDepth, long budget, SplittableRandom random, BooleanSupplier stop) {
        NodeBudget nodes = NodeBudget.afterFirstDepth(budget, stop);
        Search search = new Search(core, maxDepth, nodes);
        long[] moves = MoveGenerator.legalMoves(core);
        BestMoves best = IterativeDeepening.search(moves.length, maxDepth, WIN, nodes, (move, depth, floor) -> {
            core.make(moves[move]);
            int score = -search.negamax(depth - 1, 1, -INFINITY, -floor);
            core.unmake();
            return score;
        });
        return new Chosen<>(moves[best.move(random.nextInt(best.count()))], best);
    }

    private int negamax(int depth, int ply, int alpha, int beta) {
        if (budget.visit()) {
            return 0;
        }
        if (core.sideWithoutPieces() == core.turn()) {
            return -WIN + ply;
        }
        if (core.drawn() != Core.ONGOING) {
            return 0;
        }
        int count = MoveGenerator.generate(core, buffers, ply);
        long[] moves = buffers[ply];
        if (count == 0) {
            return -WIN + ply;
        }
        if (depth <= 0) {
            boolean jumping = MoveCode.jumps(moves[0]) > 0;
            if (!jumping || depth <= -JUMP_PLIES) {
                return Evaluation.score(core);
            }
        }
        for (int i = 0; i < count; i++) {
            core.make(moves[i]);
            int score = -negamax(depth - 1, ply + 1, -beta, -alpha);
            core.unmake();
            alpha = AlphaBeta.raise(alpha, score, beta, budget);
            if (alpha >= beta) {
                return beta;
            }
        }
        return alpha;
    }
}
