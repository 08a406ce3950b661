package org.tabula.xiangqi.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.tabula.xiangqi.Fixtures;

/** The engine packages' way into a position's cells: installed once by Position, and a faithful copy. */
class PositionAccessTest {

    @Test
    void cells_copyThePositionAndBuildItBack() {
        Position position = Fixtures.position("Ke0 kd9 Rh2 cb7", 'b');
        PositionAccess access = PositionAccess.get();
        int[] cells = access.cells(position);
        cells[Squares.parse("a0").orElseThrow()] = Cells.CHARIOT;
        assertThat(position.at("a0")).isEmpty();
        assertThat(access.cell(position, Squares.parse("h2").orElseThrow())).isEqualTo(Cells.CHARIOT);
        assertThat(access.position(access.cells(position), position.turn(), position.noCapture(),
                position.moveNumber())).isEqualTo(position);
    }

    @Test
    void install_isRefusedOnceInstalled() {
        PositionAccess installed = PositionAccess.get();
        assertThatThrownBy(() -> PositionAccess.install(installed)).isInstanceOf(IllegalStateException.class);
        assertThat(PositionAccess.get()).isSameAs(installed);
    }
}
