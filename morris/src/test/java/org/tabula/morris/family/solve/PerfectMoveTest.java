package org.tabula.morris.family.solve;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tabula.morris.family.FamilyMove;
import org.tabula.morris.family.FamilyPosition;
import org.tabula.morris.family.FamilyState;
import org.tabula.morris.family.MillRules;
import org.tabula.morris.family.Variant;
import static org.assertj.core.api.Assertions.assertThat;

/** The perfect choice in Three Men's Morris, tried from every position against every reply. */
class PerfectMoveTest {

    private static final MillRules THREE = MillRules.of(Variant.THREE);
    private static final MillSolution SOLVED = MillSolver.solve(THREE);

    @Test
    void fromEveryWonOrDrawnPosition_noReplyTurnsItIntoALoss() {
        int tried = 0;
        for (int i = 0; i < SOLVED.size(); i++) {
            FamilyState state = FamilyState.of(SOLVED.index().position(i));
            Verdict before = SOLVED.verdict(state.position());
            if (state.ending().isPresent() || before.value() == MillValue.LOSS) {
                continue;
            }
            FamilyState chosen = state.after(PerfectMove.choose(SOLVED, state).orElseThrow());
            if (chosen.ending().isPresent()) {
                assertThat(MillSolverTest.ended(chosen.ending().get(), state.side()).value())
                        .as(state + " then its ending").isEqualTo(before.value());
                continue;
            }
            for (FamilyMove reply : chosen.moves()) {
                FamilyState after = chosen.after(reply);
                Verdict now = SOLVED.verdict(after.position());
                // Back on move: a win two plies nearer its end; a draw kept, or won if the reply was a mistake.
                assertThat(now.value()).as(state + " then " + reply).isNotEqualTo(MillValue.LOSS);
                if (before.value() == MillValue.WIN) {
                    assertThat(now.value()).as(state + " then " + reply).isEqualTo(MillValue.WIN);
                    assertThat(now.plies()).as(state + " then " + reply).isLessThanOrEqualTo(before.plies() - 2);
                }
                tried++;
            }
        }
        assertThat(tried).isGreaterThan(5_000);
    }

    @Test
    void aWinIsTakenByTheShortestWay() {
        // White closes a3-b3-c3 at once rather than anything slower.
        FamilyState state = FamilyState.of(FamilyPosition.parse(THREE, "three WW.BB.... w 1 1 0 4"));
        assertThat(PerfectMove.choose(SOLVED, state).map(FamilyMove::text)).contains("c3");
        assertThat(SOLVED.verdict(state.position())).isEqualTo(new Verdict(MillValue.WIN, 1));
    }

    @Test
    void aFinishedGame_hasNoMoveToChoose() {
        FamilyState won = FamilyState.of(FamilyPosition.parse(THREE, "three WWWBB.B.. b 0 0 0 6"));
        assertThat(PerfectMove.choose(SOLVED, won)).isEqualTo(Optional.empty());
        assertThat(SOLVED.verdict(won.position())).isEqualTo(new Verdict(MillValue.LOSS, 0));
    }
}
