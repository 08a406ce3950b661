package org.tabula.engine.search;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A made-up game for the search tests: a tree whose every node has a judgement for the side to move there, and
 * whose leaves end the game. It stands in for a game's move generation and evaluation.
 */
final class TinyTree {

    final int value;
    final List<TinyTree> children;

    private TinyTree(int value, List<TinyTree> children) {
        this.value = value;
        this.children = children;
    }

    static TinyTree leaf(int value) {
        return new TinyTree(value, List.of());
    }

    /** A node judged {@code value} for its side to move, with the given replies. */
    static TinyTree node(int value, TinyTree... children) {
        return new TinyTree(value, List.of(children));
    }

    /** A random tree from a seed: one to four replies a node, up to {@code height} plies, small judgements. */
    static TinyTree random(long seed, int height) {
        return random(new SplittableRandom(seed), height, true);
    }

    private static TinyTree random(SplittableRandom random, int height, boolean root) {
        int value = random.nextInt(-20, 21);
        if (height == 0 || !root && random.nextInt(5) == 0) {
            return leaf(value);
        }
        List<TinyTree> children = new ArrayList<>();
        int count = random.nextInt(1, 5);
        for (int i = 0; i < count; i++) {
            children.add(random(random, height - 1, false));
        }
        return new TinyTree(value, List.copyOf(children));
    }

    /** The exact value for the side to move, {@code depth} plies deep, without pruning: what a search must find. */
    int minimax(int depth) {
        if (depth == 0 || children.isEmpty()) {
            return value;
        }
        int best = Integer.MIN_VALUE;
        for (TinyTree child : children) {
            best = Math.max(best, -child.minimax(depth - 1));
        }
        return best;
    }

    /**
     * The tree's own depth-limited alpha-beta over a shared budget, as a game would write it, offered to
     * {@link IterativeDeepening} as the search of one root move.
     */
    RootSearch rootSearch(NodeBudget budget, List<String> calls) {
        return (move, depth, floor) -> {
            calls.add(move + "@" + depth);
            return -children.get(move).alphaBeta(depth - 1, -IterativeDeepening.INFINITY, -floor, budget);
        };
    }

    private int alphaBeta(int depth, int alpha, int beta, NodeBudget budget) {
        if (budget.visit()) {
            return 0;
        }
        if (depth == 0 || children.isEmpty()) {
            return value;
        }
        for (TinyTree child : children) {
            int score = -child.alphaBeta(depth - 1, -beta, -alpha, budget);
            if (budget.stopped()) {
                return 0;
            }
            if (score >= beta) {
                return beta;
            }
            alpha = Math.max(alpha, score);
        }
        return alpha;
    }
}
