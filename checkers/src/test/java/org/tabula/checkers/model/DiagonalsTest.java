package org.tabula.checkers.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The board's diagonals as the fast code sees them. */
class DiagonalsTest {

    @Test
    void steps_andJumps_followTheDiagonals() {
        // From 1 (b8) a black man steps to 5 (a7) or 6 (c7); from 4 (h8), only to 8 (g7).
        assertThat(Diagonals.direction(1, 5, false)).isEqualTo(Diagonals.DOWN_LEFT);
        assertThat(Diagonals.direction(1, 6, false)).isEqualTo(Diagonals.DOWN_RIGHT);
        assertThat(Diagonals.direction(4, 8, false)).isEqualTo(Diagonals.DOWN_LEFT);
        assertThat(Diagonals.direction(5, 1, false)).isEqualTo(Diagonals.UP_RIGHT);
        assertThat(Diagonals.direction(5, 9, false)).isEqualTo(Diagonals.DOWN_RIGHT);
        assertThat(Diagonals.direction(23, 14, true)).isEqualTo(Diagonals.UP_LEFT);
        assertThat(Diagonals.direction(14, 7, true)).isEqualTo(Diagonals.UP_RIGHT);
        assertThat(Diagonals.direction(1, 8, false)).isNegative();
        assertThat(Diagonals.direction(4, 12, true)).isNegative();
    }
}
