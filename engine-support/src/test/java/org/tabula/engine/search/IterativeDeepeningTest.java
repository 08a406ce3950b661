package org.tabula.engine.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tabula.engine.search.TinyTree.leaf;
import static org.tabula.engine.search.TinyTree.node;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

/** The iterative-deepening root on a made-up tree: the best moves of the last whole deepening, and its stop. */
class IterativeDeepeningTest {

    private static final int WIN = 1_000;

    /**
     * One ply deep move 1 looks best (its judgement 5 against 1), two plies deep move 0 is (the best reply to
     * move 1 wins 9 back, the best reply to move 0 only 2).
     */
    private static final TinyTree TRAP = node(0,
            node(-1, leaf(-2), leaf(0)),
            node(-5, leaf(-9), leaf(3)));

    @Test
    void search_playsTheBestOfTheDeepestWholeDeepening() {
        NodeBudget budget = NodeBudget.of(1_000, () -> false);
        List<String> calls = new ArrayList<>();
        BestMoves best = IterativeDeepening.search(2, 2, WIN, budget, TRAP.rootSearch(budget, calls));
        assertThat(best.depth()).isEqualTo(2);
        assertThat(best.score()).isEqualTo(-2);
        assertThat(best.moves()).containsExactly(0);
        assertThat(best.provedEnd()).as("a judgement, not a proof").isEmpty();
        assertThat(calls).as("the second deepening tries the first's best first")
                .containsExactly("0@1", "1@1", "1@2", "0@2");
    }

    @Test
    void search_keepsEveryMoveThatTiesWithTheBest_inTheOrderSearched() {
        TinyTree tree = node(0, leaf(-4), leaf(-7), leaf(-7), leaf(3));
        NodeBudget budget = NodeBudget.of(1_000, () -> false);
        BestMoves best = IterativeDeepening.search(4, 3, WIN, budget, tree.rootSearch(budget, new ArrayList<>()));
        assertThat(best.moves()).containsExactly(1, 2);
        assertThat(best.score()).isEqualTo(7);
    }

    @Test
    void search_stoppedPartWay_throwsTheDeepeningAwayAndPlaysTheLastWholeOne() {
        // Depth 1 visits the two replies, depth 2 the replies and their answers: a limit of 3 stops depth 2.
        NodeBudget budget = NodeBudget.of(3, () -> false);
        BestMoves best = IterativeDeepening.search(2, 2, WIN, budget, TRAP.rootSearch(budget, new ArrayList<>()));
        assertThat(budget.stopped()).isTrue();
        assertThat(best.depth()).isEqualTo(1);
        assertThat(best.moves()).containsExactly(1);
    }

    @Test
    void search_stoppedInTheFirstDeepening_playsTheFirstRootMove() {
        NodeBudget budget = NodeBudget.of(0, () -> false);
        BestMoves best = IterativeDeepening.search(2, 2, WIN, budget, TRAP.rootSearch(budget, new ArrayList<>()));
        assertThat(best.depth()).isZero();
        assertThat(best.moves()).containsExactly(0);
    }

    @Test
    void search_withABudgetSparingTheFirstDeepening_alwaysFinishesIt() {
        NodeBudget budget = NodeBudget.afterFirstDepth(0, () -> true);
        BestMoves best = IterativeDeepening.search(2, 2, WIN, budget, TRAP.rootSearch(budget, new ArrayList<>()));
        assertThat(budget.stopped()).isTrue();
        assertThat(best.depth()).isEqualTo(1);
        assertThat(best.moves()).containsExactly(1);
    }

    @Test
    void search_endsOnceAWinOrLossIsProved() {
        TinyTree tree = node(0, node(0, leaf(0)), leaf(-(WIN - 1)));
        NodeBudget budget = NodeBudget.of(1_000, () -> false);
        List<String> calls = new ArrayList<>();
        BestMoves best = IterativeDeepening.search(2, 5, WIN, budget, tree.rootSearch(budget, calls));
        assertThat(best.moves()).containsExactly(1);
        assertThat(best.provedEnd()).as("the win a ply away").hasValue(1);
        assertThat(calls).containsExactly("0@1", "1@1");
    }

    @Test
    void search_provesALoss_asANegativeEnd_thePliesCountedToIt() {
        // Both moves lose: the first at the second ply, the second holds out to the fourth.
        TinyTree tree = node(0, node(0, leaf(-(WIN - 2))), node(0, node(0, node(0, leaf(-(WIN - 4))))));
        NodeBudget budget = NodeBudget.of(1_000, () -> false);
        BestMoves best = IterativeDeepening.search(2, 6, WIN, budget, tree.rootSearch(budget, new ArrayList<>()));
        assertThat(best.moves()).containsExactly(1);
        assertThat(best.score()).isEqualTo(-(WIN - 4));
        assertThat(best.provedEnd()).hasValue(-4);
    }

    @Property(tries = 300)
    void search_withRoomEnough_findsEveryBestMoveOfTheFullDepth(
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed, @ForAll @IntRange(min = 1, max = 4) int depth) {
        TinyTree tree = TinyTree.random(seed, 4);
        NodeBudget budget = NodeBudget.of(Long.MAX_VALUE, () -> false);
        BestMoves best = IterativeDeepening.search(tree.children.size(), depth, WIN, budget,
                tree.rootSearch(budget, new ArrayList<>()));
        assertThat(best.depth()).isEqualTo(depth);
        assertThat(best.score()).isEqualTo(tree.minimax(depth));
        assertThat(best.moves()).containsExactlyInAnyOrder(bestByMinimax(tree, depth));
    }

    @Property(tries = 300)
    void search_cutShort_answersAsAWholeSearchOfTheDepthItFinished(
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed, @ForAll @IntRange(min = 0, max = 60) int limit) {
        TinyTree tree = TinyTree.random(seed, 4);
        NodeBudget budget = NodeBudget.of(limit, () -> false);
        BestMoves best = IterativeDeepening.search(tree.children.size(), 4, WIN, budget,
                tree.rootSearch(budget, new ArrayList<>()));
        if (best.depth() == 0) {
            assertThat(best.moves()).containsExactly(0);
        } else {
            assertThat(best.moves()).containsExactlyInAnyOrder(bestByMinimax(tree, best.depth()));
        }
    }

    private static int[] bestByMinimax(TinyTree tree, int depth) {
        int[] scores = tree.children.stream().mapToInt(child -> -child.minimax(depth - 1)).toArray();
        int top = IntStream.of(scores).max().orElseThrow();
        return IntStream.range(0, scores.length).filter(i -> scores[i] == top).toArray();
    }
}
