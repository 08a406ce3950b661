package org.tabula.xiangqi.bots;

import java.util.Arrays;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import org.tabula.engine.search.AlphaBeta;
import org.tabula.engine.search.BestMoves;
import org.tabula.engine.search.Chosen;
import org.tabula.engine.search.IterativeDeepening;
import org.tabula.engine.search.NodeBudget;
import org.tabula.xiangqi.model.XiangqiResult;
import org.tabula.xiangqi.rules.Core;
import org.tabula.xiangqi.rules.LegalMoves;
import org.tabula.xiangqi.rules.MoveCode;
import org.tabula.xiangqi.rules.Repetition;

/**
 * Negamax with alpha-beta pruning on the fast core, deepened one ply at a time by {@link IterativeDeepening} until
 * the depth or the node budget runs out, with a search of captures beyond the horizon: what the searching bots
 * think with.
 *
 * <p>The budget counts nodes, not time, so the same search always ends in the same place; a host that wants a
 * time limit answers the stop question instead, which is polled every 1,024 nodes. A deepening cut short is
 * thrown away and the last whole one decides. At the root each move's ending is ruled exactly as the game rules
 * it (mate, the repetition rulings, the no-capture limit); deeper, a position that came before since the last
 * capture counts as a draw.
 */
public final class Search {

    /** The score of a won position; a win sooner scores a little more. */
    public static final int WIN = 1_000_000;
    private static final int INFINITY = IterativeDeepening.INFINITY;
    private static final int MAX_PLY = 64;

    private final Core core;
    private final NodeBudget budget;
    private final int[] buffer = new int[MAX_PLY * Core.MAX_MOVES];
    private final int[] scores = new int[Core.MAX_MOVES];

    private Search(Core core, NodeBudget budget) {
        this.core = core;
        this.budget = budget;
    }

    /**
     * The best move for the side to move, looking at most {@code maxDepth} plies ahead (then captures only)
     * within {@code budget} nodes, with the best moves it was chosen among; equally good moves are chosen between at
     * random.
     */
    public static Chosen<Integer> bestMove(Core core, int maxDepth, long budget, SplittableRandom random,
            BooleanSupplier stop) {
        return new Search(core, NodeBudget.of(budget, stop)).root(maxDepth, random);
    }

    private Chosen<Integer> root(int maxDepth, SplittableRandom random) {
        int count = LegalMoves.generate(core, buffer, 0);
        int[] moves = Arrays.copyOf(buffer, count);
        order(moves, 0, count);
        Integer[] ended = new Integer[count];
        for (int i = 0; i < count; i++) {
            ended[i] = rootEnding(moves[i]).orElse(null);
        }
        BestMoves best = IterativeDeepening.search(count, maxDepth, WIN, budget, (move, depth, floor) -> {
            if (ended[move] != null) {
                return ended[move];
            }
            core.make(moves[move]);
            int score = -negamax(depth - 1, 1, -INFINITY, -floor);
            core.unmake();
            return score;
        });
        // Ties broken by the move's code, not the search order, so the choice does not hang on ordering.
        int[] chosen = new int[best.count()];
        for (int i = 0; i < chosen.length; i++) {
            chosen[i] = moves[best.move(i)];
        }
        Arrays.sort(chosen);
        return new Chosen<>(chosen[random.nextInt(chosen.length)], best);
    }

    /** The score of a root move that ends the game, as the game would rule it; empty when the game goes on. */
    private Optional<Integer> rootEnding(int move) {
        int mover = core.turn();
        core.make(move);
        Integer score = null;
        if (!LegalMoves.any(core, scores, 0)) {
            score = WIN - 1;
        } else if (core.repetitionLimitReached()) {
            XiangqiResult ruling = Repetition.judge(core);
            score = ruling.winner().map(winner -> winner.ordinal() == mover ? WIN - 1 : -WIN + 1).orElse(0);
        } else if (core.noCaptureLimitReached()) {
            score = 0;
        }
        core.unmake();
        return Optional.ofNullable(score);
    }

    private int negamax(int depth, int ply, int alpha, int beta) {
        if (budget.visit()) {
            return 0;
        }
        if (core.noCaptureLimitReached() || core.noCapture() >= 4 && core.repetitions() >= 2) {
            return 0;
        }
        if (depth <= 0 || ply >= MAX_PLY - 1) {
            return quiesce(ply, alpha, beta);
        }
        int at = ply * Core.MAX_MOVES;
        int count = core.generatePseudo(buffer, at);
        order(buffer, at, count);
        int mover = core.turn();
        int legal = 0;
        for (int i = at; i < at + count; i++) {
            core.make(buffer[i]);
            if (core.inCheck(mover)) {
                core.unmake();
                continue;
            }
            legal++;
            int score = -negamax(depth - 1, ply + 1, -beta, -alpha);
            core.unmake();
            alpha = AlphaBeta.raise(alpha, score, beta, budget);
            if (alpha >= beta) {
                return beta;
            }
        }
        // No legal move loses, checkmate or stalemate alike.
        return legal == 0 ? -WIN + ply : alpha;
    }

    /**
     * Captures only, until the position is quiet, the side to move free to stand on what it has. A side with no
     * capture is not asked whether it has any move at all: the full-width search finds the mates.
     */
    private int quiesce(int ply, int alpha, int beta) {
        int stand = Evaluation.score(core);
        if (stand >= beta) {
            return beta;
        }
        alpha = Math.max(alpha, stand);
        if (ply >= MAX_PLY - 1) {
            return alpha;
        }
        int at = ply * Core.MAX_MOVES;
        int count = core.generatePseudo(buffer, at);
        int captures = at;
        for (int i = at; i < at + count; i++) {
            if (core.cells[MoveCode.to(buffer[i])] != 0) {
                buffer[captures++] = buffer[i];
            }
        }
        order(buffer, at, captures - at);
        int mover = core.turn();
        for (int i = at; i < captures; i++) {
            if (budget.visit()) {
                return 0;
            }
            core.make(buffer[i]);
            if (core.inCheck(mover)) {
                core.unmake();
                continue;
            }
            int score = -quiesce(ply + 1, -beta, -alpha);
            core.unmake();
            alpha = AlphaBeta.raise(alpha, score, beta, budget);
            if (alpha >= beta) {
                return beta;
            }
        }
        return alpha;
    }

    /**
     * Orders moves captures first, the most valuable piece taken by the least valuable taker first, the rest as
     * they were: the likely best first, so the cuts come soonest.
     */
    private void order(int[] moves, int at, int count) {
        for (int i = at; i < at + count; i++) {
            scores[i - at] = priority(moves[i]);
        }
        for (int i = 1; i < count; i++) {
            int move = moves[at + i];
            int score = scores[i];
            int j = i - 1;
            while (j >= 0 && scores[j] < score) {
                moves[at + j + 1] = moves[at + j];
                scores[j + 1] = scores[j];
                j--;
            }
            moves[at + j + 1] = move;
            scores[j + 1] = score;
        }
    }

    private int priority(int move) {
        int victim = Math.abs(core.cells[MoveCode.to(move)]);
        if (victim == 0) {
            return 0;
        }
        return Evaluation.VALUE[victim] * 16 - Evaluation.VALUE[Math.abs(core.cells[MoveCode.from(move)])] / 64 + 1;
    }
}
