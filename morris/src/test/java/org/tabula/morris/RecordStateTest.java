package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tabula.api.TextLocation;

class RecordStateTest {

    @Test
    void none_saysNothing() {
        assertThat(RecordState.NONE.flying()).isEmpty();
        assertThat(RecordState.NONE.offer()).isEmpty();
        assertThat(RecordState.NONE.result()).isEmpty();
        assertThat(RecordState.NONE.playedWithoutFlying()).isFalse();
    }

    @Test
    void withers_changeOneThingEach() {
        RecordState state = RecordState.NONE.withFlying(false).withOffer(Colour.BLACK)
                .withResult(RecordedResult.agreement());
        assertThat(state).isEqualTo(new RecordState(Optional.of(false), Optional.of(Colour.BLACK),
                Optional.of(RecordedResult.agreement())));
        assertThat(state.playedWithoutFlying()).isTrue();
        assertThat(state.withFlying(true).playedWithoutFlying()).isFalse();
    }

    @Test
    void recordState_refusesNulls() {
        assertThatThrownBy(() -> new RecordState(null, Optional.empty(), Optional.empty()))
                .isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> new RecordState(Optional.empty(), null, Optional.empty()))
                .isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> new RecordState(Optional.empty(), Optional.empty(), null))
                .isInstanceOf(NullPointerException.class);
    }

    @Test
    void recordedMove_refusesNulls() {
        TextLocation at = new TextLocation(1, 1);
        assertThat(new RecordedMove(MorrisMove.place(0), "a7", at).text()).isEqualTo("a7");
        assertThatThrownBy(() -> new RecordedMove(null, "a7", at)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> new RecordedMove(MorrisMove.place(0), null, at))
                .isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> new RecordedMove(MorrisMove.place(0), "a7", null))
                .isInstanceOf(NullPointerException.class);
    }
}
