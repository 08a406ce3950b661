package org.tabula.outside;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.tabula.xiangqi.model.PositionAccess;

/** The way into a position's cells is exported with Position, and still refused to a caller outside the engine. */
class PositionAccessTest {

    @Test
    void aCallerOutsideTheEngine_isRefusedTheAccess() {
        assertThatThrownBy(() -> PositionAccess.get()).isInstanceOf(IllegalCallerException.class)
                .hasMessageContaining("org.tabula.outside");
    }
}
