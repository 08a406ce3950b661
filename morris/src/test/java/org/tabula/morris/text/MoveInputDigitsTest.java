package org.tabula.morris.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Issue 19: a point is numbered in ASCII digits only, as every notation reads numbers; Java's own take any digit. */
class MoveInputDigitsTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"\u0661\u0669", "\uff11\uff19", "\u0967\u096f", "1\u0669"})
    void aPointNumberedInOtherDigits_isNoPoint(String number) {
        assertThat(MoveInput.names(null, "19", null).isAccepted()).as("the same number in ASCII").isTrue();
        assertThat(MoveInput.names(null, number, null).isAccepted()).isFalse();
        assertThat(MoveInput.names(null, number, null).refusal().message()).contains("there is no point");
    }
}
