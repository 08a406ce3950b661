package org.tabula.checkers.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.tabula.checkers.CheckersNotation;

/** Listing the moves of a core into caller-owned buffers, which grow when the moves do not fit. */
class MoveGeneratorTest {

    @Test
    void generate_countsEveryMove_evenWhenTheArrayHoldsFewer_andTheBuffersGrow() {
        Core core = Core.of(CheckersNotation.parsePosition("W:WK22:B9,10,11,17,18,19,25,26,27"), 80, true);
        long[] all = MoveGenerator.legalMoves(core);
        assertThat(all).hasSize(16);
        long[] two = new long[2];
        assertThat(MoveGenerator.generate(core, two)).isEqualTo(16);
        assertThat(two).containsExactly(all[0], all[1]);
        long[][] buffers = {new long[3], new long[1]};
        assertThat(MoveGenerator.generate(core, buffers, 0)).isEqualTo(16);
        assertThat(buffers[0].length).isGreaterThanOrEqualTo(16);
        assertThat(Arrays.copyOf(buffers[0], 16)).containsExactly(all);
    }
}
