package org.tabula.engine.search;

import java.util.Arrays;

/**
 * The iterative-deepening root: a game's {@link RootSearch} run one ply deeper at a time, the root moves tried in
 * the order the last deepening scored them, until the depth runs out, a win or loss is proved, every line reached
 * its end ({@link RootSearch#exhausted}), or the {@link NodeBudget} stops it.
 *
 * <p>The stop contract: a deepening cut short is thrown away whole, since its scores were found with less than
 * the search meant, and the best moves of the last finished deepening are played; when none finished, the first
 * root move in the game's order is. A budget {@link NodeBudget#afterFirstDepth made to spare} the first deepening
 * is armed here once that deepening is done.
 */
public final class IterativeDeepening {

    /** Beyond every score; a game's search windows open from {@code -INFINITY} so the floors here line up. */
    public static final int INFINITY = Integer.MAX_VALUE / 2;

    private IterativeDeepening() {
    }

    /**
     * The best of {@code count} root moves, deepening to at most {@code maxDepth} plies.
     *
     * @param count the number of root moves, at least one, in the game's preferred order
     * @param win the score of a won position; a win sooner scores a little more, so a score within the depth of
     *     it is a proved win or loss that searching deeper cannot change
     * @param budget the budget the game's search spends, read here to learn that it stopped
     */
    public static BestMoves search(int count, int maxDepth, int win, NodeBudget budget, RootSearch search) {
        if (count < 1) {
            throw new IllegalArgumentException("a search needs a root move, not " + count);
        }
        int[] order = new int[count];
        for (int i = 0; i < count; i++) {
            order[i] = i;
        }
        int[] scores = new int[count];
        BestMoves best = new BestMoves(new int[] {0}, 0, 0, win);
        for (int depth = 1; depth <= maxDepth; depth++) {
            int[] found = new int[count];
            int top = -INFINITY;
            int ties = 0;
            for (int i = 0; i < count; i++) {
                int score = search.score(order[i], depth, top - 1);
                if (budget.stopped()) {
                    break;
                }
                scores[i] = score;
                if (score > top) {
                    top = score;
                    ties = 0;
                }
                if (score == top) {
                    found[ties++] = order[i];
                }
            }
            if (budget.stopped()) {
                break;
            }
            best = new BestMoves(Arrays.copyOf(found, ties), top, depth, win);
            budget.arm();
            sortByScore(order, scores);
            if (top >= win - depth || top <= -win + depth || search.exhausted()) {
                break;
            }
        }
        return best;
    }

    /** Sorts the root moves best first (stable), so the next deepening looks at the likely best first. */
    private static void sortByScore(int[] order, int[] scores) {
        for (int i = 1; i < order.length; i++) {
            int move = order[i];
            int score = scores[i];
            int j = i - 1;
            while (j >= 0 && scores[j] < score) {
                order[j + 1] = order[j];
                scores[j + 1] = scores[j];
                j--;
            }
            order[j + 1] = move;
            scores[j + 1] = score;
        }
    }
}
