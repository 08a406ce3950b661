package org.tabula.engine.search;

/**
 * The alpha-beta step every game's negamax takes after searching a child, written once: a small static call the
 * JIT inlines into the game's loop, so sharing it costs the hot path nothing.
 */
public final class AlphaBeta {

    private AlphaBeta() {
    }

    /**
     * The node's alpha after a child scored {@code score} in the window ({@code alpha}, {@code beta}): the better of
     * the two while below {@code beta}, and {@code beta} itself once the node is done, because the score reached it
     * (a cut) or the budget stopped (then any value will do, the stop contract says). The caller returns
     * {@code beta} as soon as the result is not below it.
     */
    public static int raise(int alpha, int score, int beta, NodeBudget budget) {
        if (score >= beta || budget.stopped()) {
            return beta;
        }
        return Math.max(alpha, score);
    }
}
