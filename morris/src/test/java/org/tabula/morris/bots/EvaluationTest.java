package org.tabula.morris.bots;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tabula.morris.Fixtures;
import org.tabula.morris.MorrisGame;
import org.tabula.morris.rules.Core;

/** What the evaluation sees of room and blockades, in every phase (issue 20). */
class EvaluationTest {

    /** White to move with men in hand; a7 boxed in by d7 and a4, or free with black's two men elsewhere. */
    private static Core placing(String black, int hand) {
        return Fixtures.core(MorrisGame.fromPosition(Fixtures.position("a7 c4", black, 'w', hand, hand, 0, 4)));
    }

    @Test
    void evaluation_whilePlacing_marksAManWithNoRoom() {
        // Both black pairs have four steps and no open mill: only white's a7 differs, blocked or free.
        int boxed = Evaluation.score(placing("d7 a4", 1));
        int free = Evaluation.score(placing("b6 f2", 1));
        assertThat(free - boxed).isGreaterThan(Evaluation.MAN / 5);
    }

    @Test
    void evaluation_whilePlacing_weighsRoomMoreAsTheHandsEmpty() {
        int early = Evaluation.score(placing("b6 f2", 7)) - Evaluation.score(placing("d7 a4", 7));
        int late = Evaluation.score(placing("b6 f2", 1)) - Evaluation.score(placing("d7 a4", 1));
        assertThat(late).isGreaterThan(early);
    }

    @Test
    void evaluation_whenTheWaitingSideHasNoStep_seesItNearlyLost() {
        // Black's four corners are shut in; in the other position d1 stands at d2 and a1, g1 may step to d1.
        Core cornered = Fixtures.core(MorrisGame.fromPosition(Fixtures.moving("d7 a4 g4 d1 c4", "a7 g7 a1 g1", 'w')));
        Core loose = Fixtures.core(MorrisGame.fromPosition(Fixtures.moving("d7 a4 g4 d2 c4", "a7 g7 a1 g1", 'w')));
        assertThat(Evaluation.score(cornered) - Evaluation.score(loose)).isGreaterThan(Evaluation.MAN / 2);
    }

    @Test
    void evaluation_whenTheWaitingSideHasOneStepLeft_seesItInDanger() {
        // Black's a7, g7 and a1 are shut in; its fourth man has one step at c5 (c4 is white's) or two at e5. At
        // c5 it also takes a step from white's c4, so counted step for step the two positions are level (issue 37).
        Core one = Fixtures.core(MorrisGame.fromPosition(Fixtures.moving("d7 a4 g4 d1 c4", "a7 g7 a1 c5", 'w')));
        Core two = Fixtures.core(MorrisGame.fromPosition(Fixtures.moving("d7 a4 g4 d1 c4", "a7 g7 a1 e5", 'w')));
        assertThat(Evaluation.score(one) - Evaluation.score(two)).isGreaterThan(Evaluation.MAN / 4);
    }
}
