package org.tabula.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The node budget: a search stops on the node past its limit, or when the host, asked every 1,024 nodes, says so. */
class NodeBudgetTest {

    @Test
    void visit_stopsOnTheNodePastTheLimit_andStaysStopped() {
        NodeBudget budget = NodeBudget.of(5, () -> false);
        for (int i = 1; i <= 5; i++) {
            assertThat(budget.visit()).as("node %d", i).isFalse();
        }
        assertThat(budget.stopped()).isFalse();
        assertThat(budget.visit()).isTrue();
        assertThat(budget.stopped()).isTrue();
        assertThat(budget.nodes()).isEqualTo(6);
    }

    @Test
    void visit_asksTheHostOnlyEvery1024Nodes_andStopsWhenItSaysSo() {
        AtomicInteger asked = new AtomicInteger();
        NodeBudget budget = NodeBudget.of(Long.MAX_VALUE, () -> asked.incrementAndGet() == 3);
        long stoppedAt = 0;
        while (stoppedAt == 0) {
            if (budget.visit()) {
                stoppedAt = budget.nodes();
            }
        }
        assertThat(asked).hasValue(3);
        assertThat(stoppedAt).isEqualTo(3 * NodeBudget.POLL_INTERVAL);
    }

    @Test
    void afterFirstDepth_countsButNeverStopsOrAsksUntilArmed() {
        AtomicInteger asked = new AtomicInteger();
        NodeBudget budget = NodeBudget.afterFirstDepth(10, () -> asked.incrementAndGet() > 0);
        for (int i = 0; i < 3 * NodeBudget.POLL_INTERVAL; i++) {
            assertThat(budget.visit()).isFalse();
        }
        assertThat(asked).hasValue(0);
        budget.arm();
        assertThat(budget.visit()).as("already past the limit").isTrue();
        assertThat(budget.nodes()).isEqualTo(3 * NodeBudget.POLL_INTERVAL + 1);
    }
}
