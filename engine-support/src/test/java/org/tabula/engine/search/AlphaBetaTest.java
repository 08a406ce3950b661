package org.tabula.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** The alpha-beta step: a child's score raises alpha, reaches beta to cut, and a stopped budget ends the node. */
class AlphaBetaTest {

    private static final NodeBudget RUNNING = NodeBudget.of(Long.MAX_VALUE, () -> false);

    @Property
    void raise_isTheBetterOfAlphaAndScore_whileBelowBeta(@ForAll @IntRange(min = -1000, max = 1000) int alpha,
            @ForAll @IntRange(min = -2000, max = 2000) int score, @ForAll @IntRange(min = 1, max = 1000) int width) {
        int beta = alpha + width;
        int raised = AlphaBeta.raise(alpha, score, beta, RUNNING);
        if (score >= beta) {
            assertThat(raised).isEqualTo(beta);
        } else {
            assertThat(raised).isEqualTo(Math.max(alpha, score)).isLessThan(beta);
        }
    }

    @Test
    void raise_endsTheNode_onceTheBudgetStopped() {
        NodeBudget stopped = NodeBudget.of(0, () -> false);
        stopped.visit();
        assertThat(AlphaBeta.raise(-5, 0, 5, stopped)).isEqualTo(5);
    }
}
