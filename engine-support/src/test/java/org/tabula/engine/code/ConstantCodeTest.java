package org.tabula.engine.code;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ConstantCodeTest {

    @Test
    void code_isTheNameInLowerCaseJoinedByHyphens() {
        assertThat(ConstantCode.of("NO_MOVE")).isEqualTo("no-move");
        assertThat(ConstantCode.of("AMBIGUOUS")).isEqualTo("ambiguous");
        assertThat(ConstantCode.of("OWN_GENERAL_IN_CHECK")).isEqualTo("own-general-in-check");
    }
}
