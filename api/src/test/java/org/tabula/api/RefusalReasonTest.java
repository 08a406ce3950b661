package org.tabula.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class RefusalReasonTest {

    /** A game's reasons, as a game writes them. */
    private enum Reasons implements RefusalReason {
        TAKEN("point-taken", "%s is already taken."),
        OVER("game-over", "The game is over: %s.");

        private final String code;
        private final String template;

        Reasons(String code, String template) {
            this.code = code;
            this.template = template;
        }

        @Override
        public String code() {
            return code;
        }

        @Override
        public String template() {
            return template;
        }
    }

    @Test
    void with_fillsTheSentenceFromTheArguments_underTheReasonsCode() {
        assertThat(Reasons.TAKEN.with("d2")).isEqualTo(new Refusal("point-taken", "d2 is already taken."));
    }

    @Test
    void refuse_isARefusedOutcomeOfThatRefusal() {
        Outcome<Move> refused = Reasons.OVER.refuse("White wins");

        assertThat(refused.isAccepted()).isFalse();
        assertThat(refused.refusal()).isEqualTo(new Refusal("game-over", "The game is over: White wins."));
    }

    @Test
    void ofCode_findsTheReason_andThrowsForACodeTheEnumHasNot() {
        assertThat(RefusalReason.ofCode(Reasons.class, "game-over")).isEqualTo(Reasons.OVER);
        assertThatThrownBy(() -> RefusalReason.ofCode(Reasons.class, "no-such"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'no-such'");
    }
}
