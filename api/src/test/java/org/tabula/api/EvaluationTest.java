package org.tabula.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** A bot's judgement of a position: its parts checked, a proof told apart from a judgement, none by default. */
class EvaluationTest {

    private static final Move A1 = () -> "a1";

    @Test
    void aJudgement_keepsItsParts_andProvesNothing() {
        Evaluation judged = new Evaluation(A1, 35, 6, OptionalInt.empty(), "+35 for White");
        assertThat(judged.move().text()).isEqualTo("a1");
        assertThat(judged.score()).isEqualTo(35.0);
        assertThat(judged.depth()).isEqualTo(6);
        assertThat(judged.provedEnd()).isEmpty();
        assertThat(judged.provedWin()).isFalse();
        assertThat(judged.provedLoss()).isFalse();
    }

    @Test
    void aProvedEnd_isAWinWhenPositive_andALossWhenNegative() {
        assertThat(new Evaluation(A1, 999_997, 3, OptionalInt.of(3), "White wins").provedWin()).isTrue();
        Evaluation lost = new Evaluation(A1, -999_996, 4, OptionalInt.of(-4), "Black wins");
        assertThat(lost.provedLoss()).isTrue();
        assertThat(lost.provedWin()).isFalse();
    }

    @Test
    void constructor_refusesANegativeDepth_aProvedEndOfNoPlies_anUnboundedScore_andABlankSentence() {
        assertThatIllegalArgumentException().isThrownBy(() -> new Evaluation(A1, 0, -1, OptionalInt.empty(), "s"));
        assertThatIllegalArgumentException().isThrownBy(() -> new Evaluation(A1, 0, 1, OptionalInt.of(0), "s"));
        assertThatIllegalArgumentException()
                .isThrownBy(() -> new Evaluation(A1, Double.NaN, 1, OptionalInt.empty(), "s"));
        assertThatIllegalArgumentException()
                .isThrownBy(() -> new Evaluation(A1, Double.POSITIVE_INFINITY, 1, OptionalInt.empty(), "s"));
        assertThatIllegalArgumentException().isThrownBy(() -> new Evaluation(A1, 0, 1, OptionalInt.empty(), " "));
        assertThatNullPointerException().isThrownBy(() -> new Evaluation(null, 0, 1, OptionalInt.empty(), "s"));
    }

    @Test
    void aBotThatSaysNothingOfItsJudgement_evaluatesToNothing() {
        Bot quiet = new Bot() {
            @Override
            public BotLevel level() {
                return new BotLevel(1, "quiet", "Says nothing.");
            }

            @Override
            public Move chooseMove(Game game) {
                return A1;
            }
        };
        assertThat(quiet.evaluate(null, () -> false)).isEmpty();
    }
}
