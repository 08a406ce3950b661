package org.tabula.checkers.bots;

import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import org.tabula.checkers.rules.Core;
import org.tabula.checkers.rules.MoveCode;
import org.tabula.checkers.rules.MoveGenerator;

/**
 * Negamax with alpha-beta pruning on the fast core, deepened one ply at a time until the depth or the node
 * budget runs out or the host asks it to stop: what the searching bots think with.
 *
 * <p>The budget counts nodes, not time, so the same search always ends in the same place. A deepening cut short
 * is thrown away and the last whole one decides; the first, one ply deep, is always finished. Where the depth
 * runs out while the side to move must jump, the search follows the jumps a few plies further, since a position
 * in the middle of an exchange says little.
 */
final class Search {

    /** The score of a won position; a win sooner scores a little more. */
    static final int WIN = 1_000_000;
    private static final int INFINITY = Integer.MAX_VALUE / 2;
    /** How many plies of forced jumps are followed past the depth. */
    private static final int JUMP_PLIES = 8;
    /** How often, in nodes, the host's stop is asked. */
    private static final int POLL = 1024;

    private final Core core;
    private final long budget;
    private final BooleanSupplier stopRequested;
    /** The moves of each ply of the line searched, {@code buffers[ply]}; grown when a ply has more. */
    private final long[][] buffers;
    private long nodes;
    private boolean stopped;

    private Search(Core core, int maxDepth, long budget, BooleanSupplier stopRequested) {
        this.core = core;
        this.budget = budget;
        this.stopRequested = stopRequested;
        this.buffers = new long[maxDepth + JUMP_PLIES + 2][MoveGenerator.USUAL_MOVES];
    }

    /**
     * The best move for the side to move, looking at most {@code maxDepth} plies ahead within {@code budget}
     * nodes; equally good moves are chosen between at random.
     */
    static long bestMove(Core core, int maxDepth, long budget, SplittableRandom random, BooleanSupplier stop) {
        return new Search(core, maxDepth, budget, stop).root(maxDepth, random);
    }

    private long root(int maxDepth, SplittableRandom random) {
        long[] moves = MoveGenerator.legalMoves(core);
        int count = moves.length;
        int[] scores = new int[count];
        long[] best = {moves[0]};
        int bestCount = 1;
        for (int depth = 1; depth <= maxDepth; depth++) {
            long[] found = new long[count];
            int top = -INFINITY;
            int ties = 0;
            for (int i = 0; i < count; i++) {
                core.make(moves[i]);
                // A window just below the best so far scores every move that ties with it exactly.
                int score = -negamax(depth - 1, 1, -INFINITY, -(top - 1), depth > 1);
                core.unmake();
                if (stopped) {
                    break;
                }
                scores[i] = score;
                if (score > top) {
                    top = score;
                    ties = 0;
                }
                if (score == top) {
                    found[ties++] = moves[i];
                }
            }
            if (stopped) {
                break;
            }
            best = found;
            bestCount = ties;
            sortByScore(moves, scores);
            if (top >= WIN - depth || top <= -WIN + depth) {
                break;
            }
        }
        return best[random.nextInt(bestCount)];
    }

    private int negamax(int depth, int ply, int alpha, int beta, boolean stoppable) {
        nodes++;
        if (stoppable && (nodes > budget || nodes % POLL == 0 && stopRequested.getAsBoolean())) {
            stopped = true;
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
            int score = -negamax(depth - 1, ply + 1, -beta, -alpha, stoppable);
            core.unmake();
            if (stopped) {
                return 0;
            }
            if (score >= beta) {
                return beta;
            }
            if (score > alpha) {
                alpha = score;
            }
        }
        return alpha;
    }

    /** Sorts the root moves best first (stable), so the next deepening looks at the likely best first. */
    private static void sortByScore(long[] moves, int[] scores) {
        for (int i = 1; i < moves.length; i++) {
            long move = moves[i];
            int score = scores[i];
            int j = i - 1;
            while (j >= 0 && scores[j] < score) {
                moves[j + 1] = moves[j];
                scores[j + 1] = scores[j];
                j--;
            }
            moves[j + 1] = move;
            scores[j + 1] = score;
        }
    }
}
