package org.tabula.morris;

import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;

/**
 * Negamax with alpha-beta pruning on the fast core, deepened one ply at a time until the depth or the node
 * budget runs out: what the searching bots think with.
 *
 * <p>The budget counts nodes, not time, so the same search always ends in the same place. A deepening cut
 * short by the budget is thrown away and the last whole one decides. A host that wants a time limit says stop
 * through a signal the search polls every {@link #POLL_INTERVAL} nodes; a search stopped before its first whole
 * deepening plays the first legal move.
 */
final class Search {

    /** How many nodes the search visits between two looks at the stop signal; a power of two. */
    static final int POLL_INTERVAL = 1024;

    /** The score of a won position; a win sooner scores a little more. */
    static final int WIN = 1_000_000;
    private static final int INFINITY = Integer.MAX_VALUE / 2;

    private final Core core;
    private final long budget;
    private final BooleanSupplier stop;
    private final int[] buffer;
    private long nodes;
    private boolean stopped;

    private Search(Core core, int maxDepth, long budget, BooleanSupplier stop) {
        this.core = core;
        this.budget = budget;
        this.stop = stop;
        this.buffer = new int[(maxDepth + 1) * Core.MAX_MOVES];
    }

    /**
     * The best move for the side to move, looking at most {@code maxDepth} plies ahead within {@code budget}
     * nodes; equally good moves are chosen between at random.
     */
    static int bestMove(Core core, int maxDepth, long budget, SplittableRandom random) {
        return choose(core, maxDepth, budget, random, () -> false).move();
    }

    /**
     * The best move as {@link #bestMove} finds it, stopping early once {@code stop} answers true, and the nodes
     * visited, which are never more than the budget.
     */
    static Choice choose(Core core, int maxDepth, long budget, SplittableRandom random, BooleanSupplier stop) {
        Search search = new Search(core, maxDepth, budget, stop);
        int move = search.root(maxDepth, random);
        return new Choice(move, search.nodes);
    }

    private int root(int maxDepth, SplittableRandom random) {
        int count = core.generate(buffer, 0);
        int[] moves = java.util.Arrays.copyOf(buffer, count);
        int[] scores = new int[count];
        int[] best = {moves[0]};
        int bestCount = 1;
        for (int depth = 1; depth <= maxDepth; depth++) {
            int[] found = new int[count];
            int top = -INFINITY;
            int ties = 0;
            for (int i = 0; i < count; i++) {
                core.make(moves[i]);
                // A window just below the best so far scores every move that ties with it exactly.
                int score = -negamax(depth - 1, 1, -INFINITY, -(top - 1));
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

    private int negamax(int depth, int ply, int alpha, int beta) {
        if (nodes >= budget || (nodes & (POLL_INTERVAL - 1)) == 0 && stop.getAsBoolean()) {
            stopped = true;
            return 0;
        }
        nodes++;
        if (core.sideBelowThree() == core.turn()) {
            return -WIN + ply;
        }
        if (core.drawn() != Core.ONGOING) {
            return 0;
        }
        if (depth == 0) {
            return core.countMoves() == 0 ? -WIN + ply : Evaluation.score(core);
        }
        int at = ply * Core.MAX_MOVES;
        int count = core.generate(buffer, at);
        if (count == 0) {
            return -WIN + ply;
        }
        capturesFirst(at, count);
        for (int i = at; i < at + count; i++) {
            core.make(buffer[i]);
            int score = -negamax(depth - 1, ply + 1, -beta, -alpha);
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

    /** Moves the captures to the front, keeping the order otherwise: they are most often best, so cut soonest. */
    private void capturesFirst(int at, int count) {
        int front = at;
        for (int i = at; i < at + count; i++) {
            if (MoveCode.remove(buffer[i]) >= 0) {
                int move = buffer[i];
                System.arraycopy(buffer, front, buffer, front + 1, i - front);
                buffer[front++] = move;
            }
        }
    }

    /** Sorts the root moves best first (stable), so the next deepening looks at the likely best first. */
    private static void sortByScore(int[] moves, int[] scores) {
        for (int i = 1; i < moves.length; i++) {
            int move = moves[i];
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

    /**
     * A move the search chose and the nodes it visited to choose it.
     *
     * @param move the move, encoded
     * @param nodes the nodes visited
     */
    record Choice(int move, long nodes) {
    }
}
