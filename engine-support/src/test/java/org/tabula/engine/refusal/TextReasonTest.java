package org.tabula.engine.refusal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.tabula.api.Refusal;
import org.tabula.api.RefusalReason;

class TextReasonTest {

    /** Refusals as a game writes them. */
    enum Nope implements TextReason {
        TAKEN("point-taken", "%s is already taken.");

        private final RefusalText text;

        Nope(String code, String template) {
            this.text = new RefusalText(code, template);
        }

        @Override
        public RefusalText text() {
            return text;
        }
    }

    @Test
    void reason_readsCodeAndTemplateFromItsText() {
        assertThat(Nope.TAKEN.code()).isEqualTo("point-taken");
        assertThat(Nope.TAKEN.with("d2")).isEqualTo(new Refusal("point-taken", "d2 is already taken."));
        assertThat(RefusalReason.ofCode(Nope.class, "point-taken")).isSameAs(Nope.TAKEN);
    }

    @Test
    void text_needsACode() {
        assertThatThrownBy(() -> new RefusalText("", "x")).isInstanceOf(IllegalArgumentException.class);
    }
}
