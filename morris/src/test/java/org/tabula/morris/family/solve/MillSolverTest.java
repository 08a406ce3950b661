package org.tabula.morris.family.solve;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tabula.api.Side;
import org.tabula.morris.family.FamilyMove;
import org.tabula.morris.family.FamilyPosition;
import org.tabula.morris.family.FamilyState;
import org.tabula.morris.family.Flying;
import org.tabula.morris.family.MillRules;
import org.tabula.morris.family.Removal;
import org.tabula.morris.family.Variant;
import org.tabula.morris.model.MorrisResult;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Three Men's Morris solved whole, under its own rules and turned by the other axes, each value checked against
 * the values of its children through the rules engine's own moves and endings, not the solver's.
 */
class MillSolverTest {

    private static final MillRules THREE = MillRules.of(Variant.THREE);
    private static final MillSolution SOLVED = MillSolver.solve(THREE);

    static Stream<MillRules> threes() {
        return Stream.of(THREE,
                new MillRules(Variant.THREE, Flying.NEVER, Removal.STANDARD, false, true, 0),
                new MillRules(Variant.THREE, Flying.ALWAYS, Removal.STANDARD, false, false, 0),
                new MillRules(Variant.THREE, Flying.NEVER, Removal.STANDARD, true, false, 0));
    }

    @Test
    void threeMensMorris_isAWinForWhiteFromTheStart() {
        Verdict start = SOLVED.verdict(FamilyPosition.start(THREE));
        assertThat(start.value()).isEqualTo(MillValue.WIN);
        assertThat(start.plies()).isOdd();
    }

    @ParameterizedTest
    @MethodSource("threes")
    void everyPositionsValue_followsFromItsChildren(MillRules rules) {
        MillSolution solution = rules.equals(THREE) ? SOLVED : MillSolver.solve(rules);
        for (int i = 0; i < solution.size(); i++) {
            FamilyPosition position = solution.index().position(i);
            assertThat(followsFromChildren(solution, position)).as(position.text()).isEmpty();
        }
    }

    @Test
    void fiveMensMorrisEndgames_everySampledValueFollowsFromItsChildren() {
        // Up to six men on the board and none in hand: 1.3 million positions no move leaves, every 31st checked.
        MillRules five = MillRules.of(Variant.FIVE);
        MillSolution endgames = MillSolver.solveEndgames(five, 6);
        int checked = 0;
        for (int i = 0; i < endgames.size(); i += 31) {
            FamilyPosition position = endgames.index().position(i);
            if (position.whiteInHand() + position.blackInHand() == 0
                    && Integer.bitCount(position.white() | position.black()) <= 6) {
                assertThat(followsFromChildren(endgames, position)).as(position.text()).isEmpty();
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(15_000);
    }

    @Test
    void theSolutionsStartValue_isThePositionsOwnNotAnEarlierOnes() {
        // The ply and the no-mill count are not part of a solved position: the same men and hands, the same value.
        FamilyPosition start = FamilyPosition.start(THREE);
        FamilyPosition later = new FamilyPosition(THREE, 0, 0, start.turn(), 3, 3, 7, 40);
        assertThat(SOLVED.verdict(later)).isEqualTo(SOLVED.verdict(start));
    }

    /**
     * Why a position's value does not follow from its children's, or empty when it does: an ending is worth
     * nothing more to play; otherwise the best child for the side to move decides, a win by the shortest way, a
     * loss by the longest.
     */
    static Optional<String> followsFromChildren(MillSolution solution, FamilyPosition position) {
        FamilyState state = FamilyState.of(position);
        Verdict verdict = solution.verdict(position);
        if (state.ending().isPresent()) {
            Verdict ended = ended(state.ending().get(), state.side());
            return verdict.equals(ended) ? Optional.empty() : Optional.of("an ending " + ended + " is " + verdict);
        }
        List<Verdict> children = new ArrayList<>();
        for (FamilyMove move : state.moves()) {
            children.add(solution.verdict(state.after(move).position()));
        }
        Verdict best = best(children);
        return verdict.equals(best) ? Optional.empty() : Optional.of(verdict + " where the children give " + best);
    }

    private static Verdict best(List<Verdict> children) {
        int fastestWin = children.stream().filter(child -> child.value() == MillValue.LOSS)
                .mapToInt(Verdict::plies).min().orElse(-1);
        if (fastestWin >= 0) {
            return new Verdict(MillValue.WIN, fastestWin + 1);
        }
        if (children.stream().anyMatch(child -> child.value() == MillValue.DRAW)) {
            return new Verdict(MillValue.DRAW, 0);
        }
        return new Verdict(MillValue.LOSS, children.stream().mapToInt(Verdict::plies).max().orElseThrow() + 1);
    }

    static Verdict ended(MorrisResult result, Side mover) {
        if (result.winner().isEmpty()) {
            return new Verdict(MillValue.DRAW, 0);
        }
        return new Verdict(result.winner().get().side().equals(mover) ? MillValue.WIN : MillValue.LOSS, 0);
    }
}
