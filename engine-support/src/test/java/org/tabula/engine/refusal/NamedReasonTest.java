package org.tabula.engine.refusal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tabula.api.Refusal;
import org.tabula.api.RefusalReason;

class NamedReasonTest {

    /** Refusals as a game writes them: most read their code from the name, one says its own. */
    enum Nope implements NamedReason {
        POINT_TAKEN("%s is already taken."),
        MOVE_DUE("%s moves now.") {
            @Override
            public String code() {
                return "no-chance";
            }
        };

        private final String template;

        Nope(String template) {
            this.template = template;
        }

        @Override
        public String template() {
            return template;
        }
    }

    @Test
    void reason_readsItsCodeFromItsName() {
        assertThat(Nope.POINT_TAKEN.code()).isEqualTo("point-taken");
        assertThat(Nope.POINT_TAKEN.with("d2")).isEqualTo(new Refusal("point-taken", "d2 is already taken."));
        assertThat(RefusalReason.ofCode(Nope.class, "point-taken")).isSameAs(Nope.POINT_TAKEN);
    }

    @Test
    void reason_withItsOwnCode_keepsIt() {
        assertThat(Nope.MOVE_DUE.code()).isEqualTo("no-chance");
        assertThat(RefusalReason.ofCode(Nope.class, "no-chance")).isSameAs(Nope.MOVE_DUE);
    }
}
