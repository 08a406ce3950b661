package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.api.PlayerEnding;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.TextLocation;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.RecordState;
import org.tabula.morris.model.RecordedMove;

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
                .withResult(PlayerEnding.agreement());
        assertThat(state).isEqualTo(new RecordState(Optional.of(false), Optional.of(Colour.BLACK),
                Optional.of(PlayerEnding.agreement())));
        assertThat(state.playedWithoutFlying()).isTrue();
        assertThat(state.withFlying(true).playedWithoutFlying()).isFalse();
    }

    @Test
    void resultText_isTheResultLineAfterItsKeyword() {
        Side white = Colour.WHITE.side();
        Side black = Colour.BLACK.side();
        assertThat(RecordState.NONE.resultText()).isEmpty();
        assertThat(RecordState.NONE.withResult(PlayerEnding.resign(black, white)).resultText())
                .contains("white resign");
        assertThat(RecordState.NONE.withResult(PlayerEnding.timeout(white, black)).resultText())
                .contains("black timeout");
        assertThat(RecordState.NONE.withResult(PlayerEnding.agreement()).resultText()).contains("draw agreement");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"no-move", "repetition", "mill", "Resign"})
    void recordState_refusesAnEndingARecordDoesNotWrite(String reason) {
        Optional<Result> reached = Optional.of(Result.draw(reason, "Draw: " + reason));
        assertThatThrownBy(() -> new RecordState(Optional.empty(), Optional.empty(), reached))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a record writes only the endings resign, timeout and agreement, not '" + reason + "'");
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
