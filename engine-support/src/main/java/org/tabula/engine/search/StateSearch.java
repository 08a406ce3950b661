package org.tabula.engine.search;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.ToIntBiFunction;
import java.util.function.ToIntFunction;
import org.tabula.api.Move;
import org.tabula.api.Result;
import org.tabula.engine.state.PlayableState;

/**
 * Negamax with alpha-beta over any game given as a {@link PlayableState}, deepened by {@link IterativeDeepening}
 * within a {@link NodeBudget}: the search a game gets from an evaluation alone.
 *
 * <p>A won end scores {@link #WIN} less the plies to it and a lost one the negative, so the search takes the
 * fastest win and holds out longest in a loss; a drawn end scores 0. Where the depth runs out the game's
 * evaluation judges the state for its side to move, held within {@link #MAX_JUDGEMENT} so that no judgement reads
 * as a proof. The moves are tried in the game's fixed order, or by the game's hint where it gives one, ties in
 * that order. Sides need not alternate: a move after which the same side moves again is scored for it, not
 * against it. The search is for two sides and no chance: a state waiting for chance is judged, not searched
 * through (a game of chance has {@code mcts} and writes its own expectimax, as the Royal Game of Ur does).
 *
 * <p>Everything comes from the state and the seed's random source, so the same search always ends on the same
 * node and chooses the same move; equal best moves are chosen between by the random source.
 *
 * @param <S> the game's state
 * @param <M> the game's move
 */
public final class StateSearch<S extends PlayableState<S, M>, M extends Move> {

    /** The score of a won end; a win sooner scores a little more. */
    public static final int WIN = 1_000_000;
    /** The largest judgement, in either sign: an evaluation beyond it is held to it. */
    public static final int MAX_JUDGEMENT = WIN / 2;
    /** The most plies a search looks ahead. */
    public static final int MAX_DEPTH = 64;

    private static final int INFINITY = IterativeDeepening.INFINITY;

    private final ToIntFunction<S> evaluation;
    private final ToIntBiFunction<S, M> priority;

    private StateSearch(ToIntFunction<S> evaluation, ToIntBiFunction<S, M> priority) {
        this.evaluation = Objects.requireNonNull(evaluation, "evaluation");
        this.priority = priority;
    }

    /**
     * A search judging where its depth runs out by {@code evaluation}: the state's worth for its side to move,
     * above 0 good for it, in whatever units the game likes.
     */
    public static <S extends PlayableState<S, M>, M extends Move> StateSearch<S, M> of(ToIntFunction<S> evaluation) {
        return new StateSearch<>(evaluation, null);
    }

    /**
     * The same search trying the moves of a state highest {@code priority} first (a capture, a mill), the game's
     * order kept among equals: a hint that finds cuts sooner and changes no score.
     */
    public StateSearch<S, M> ordered(ToIntBiFunction<S, M> priority) {
        return new StateSearch<>(evaluation, Objects.requireNonNull(priority, "priority"));
    }

    /**
     * The best move in {@code state}, deepening up to {@code maxDepth} plies within {@code budget} nodes and
     * stopping when the host asks (the first deepening always finishes), with the best moves it was chosen among;
     * equally good moves are chosen between by {@code random}.
     *
     * @throws IllegalArgumentException when the state has no legal move
     */
    public Chosen<M> bestMove(S state, int maxDepth, long budget, SplittableRandom random,
            BooleanSupplier stopRequested) {
        List<M> moves = ordered(state);
        if (moves.isEmpty()) {
            throw new IllegalArgumentException("a search needs a legal move, and " + state + " has none");
        }
        NodeBudget nodes = NodeBudget.afterFirstDepth(budget, stopRequested);
        Deepening deepening = new Deepening(state, moves, nodes);
        BestMoves best = IterativeDeepening.search(moves.size(), Math.min(maxDepth, MAX_DEPTH), WIN, nodes,
                deepening);
        return new Chosen<>(moves.get(best.move(random.nextInt(best.count()))), best);
    }

    /** The root's moves and one search through them, asked by {@link IterativeDeepening}. */
    private final class Deepening implements RootSearch {

        private final S root;
        private final List<M> moves;
        private final NodeBudget budget;
        /** The deepening under way, and whether it has judged a state its depth cut short. */
        private int depth;
        private boolean cutShort;

        Deepening(S root, List<M> moves, NodeBudget budget) {
            this.root = root;
            this.moves = moves;
            this.budget = budget;
        }

        @Override
        public int score(int move, int depth, int floor) {
            if (depth != this.depth) {
                this.depth = depth;
                cutShort = false;
            }
            S child = root.after(moves.get(move));
            return child.side().equals(root.side()) ? negamax(child, depth - 1, 1, floor, INFINITY)
                    : -negamax(child, depth - 1, 1, -INFINITY, -floor);
        }

        /** No state was judged: alpha-beta then visits the same nodes however deep it may go. */
        @Override
        public boolean exhausted() {
            return !cutShort;
        }

        private int negamax(S state, int depth, int ply, int alpha, int beta) {
            if (budget.visit()) {
                return 0;
            }
            Optional<Result> result = state.result();
            if (result.isPresent()) {
                return ended(state, result.get(), ply);
            }
            List<M> replies = depth <= 0 ? List.of() : ordered(state);
            if (replies.isEmpty()) {
                cutShort = true;
                return judged(state);
            }
            for (M reply : replies) {
                S child = state.after(reply);
                int score = child.side().equals(state.side()) ? negamax(child, depth - 1, ply + 1, alpha, beta)
                        : -negamax(child, depth - 1, ply + 1, -beta, -alpha);
                alpha = AlphaBeta.raise(alpha, score, beta, budget);
                if (alpha >= beta) {
                    return beta;
                }
            }
            return alpha;
        }
    }

    /** The legal moves of a state, by the hint where there is one. */
    private List<M> ordered(S state) {
        List<M> moves = state.moves();
        if (priority == null || moves.size() < 2) {
            return moves;
        }
        List<M> sorted = new ArrayList<>(moves);
        sorted.sort(Comparator.comparingInt((M move) -> priority.applyAsInt(state, move)).reversed());
        return sorted;
    }

    /** An end's score for the side to move there, {@code ply} plies from the root. */
    private int ended(S state, Result result, int ply) {
        if (result.isDraw()) {
            return 0;
        }
        return result.winner().equals(state.side()) ? WIN - ply : -WIN + ply;
    }

    private int judged(S state) {
        return Math.max(-MAX_JUDGEMENT, Math.min(MAX_JUDGEMENT, evaluation.applyAsInt(state)));
    }
}
