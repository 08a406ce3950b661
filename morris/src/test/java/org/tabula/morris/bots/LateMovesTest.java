package org.tabula.morris.bots;

import org.junit.jupiter.api.Test;
import org.tabula.morris.Fixtures;
import org.tabula.morris.MorrisGame;
import org.tabula.morris.model.Points;
import org.tabula.morris.rules.Core;
import org.tabula.morris.rules.MoveCode;
import static org.assertj.core.api.Assertions.assertThat;

/** Which moves late-move reductions search shallower, and by how much. */
class LateMovesTest {

    private static Core white(String white, String black) {
        return Fixtures.core(MorrisGame.fromPosition(Fixtures.moving(white, black, 'w')));
    }

    private static int step(String from, String to) {
        return MoveCode.encode(Points.parse(from).orElseThrow(), Points.parse(to).orElseThrow(), -1);
    }

    @Test
    void aMoveThatBlocksTheOpponentsMill_isTactical() {
        Core core = white("g4 c5 d3 f2", "a7 d7 a1 b2");
        assertThat(LateMoves.tactical(core, step("g4", "g7"))).isTrue();
        assertThat(LateMoves.tactical(core, step("g4", "g1"))).isFalse();
    }

    @Test
    void aMoveThatMakesAMillThreat_isTactical() {
        // b4-a4 stands beside a7 with a1 empty: a mill next move.
        Core threat = white("a7 b4 c3 f2", "g1 d1 d5 e4");
        assertThat(LateMoves.tactical(threat, step("b4", "a4"))).isTrue();
        // c3-d3 has no man of its own on either of d3's mills (c3 leaves), nor two of Black's: plain.
        assertThat(LateMoves.tactical(threat, step("c3", "d3"))).isFalse();
    }

    @Test
    void aMoveOutOfAClosedMill_isTactical() {
        Core core = white("a7 d7 g7 c3", "a1 d1 e4 f2");
        assertThat(LateMoves.tactical(core, step("g7", "g4"))).isTrue();
    }

    @Test
    void aCapture_isTactical() {
        Core core = white("a7 d7 g4 c3", "a1 d1 e4 f2");
        int closing = MoveCode.encode(Points.parse("g4").orElseThrow(), Points.parse("g7").orElseThrow(),
                Points.parse("a1").orElseThrow());
        assertThat(LateMoves.tactical(core, closing)).isTrue();
    }

    @Test
    void onlyLateQuietMovesOfDeepEnoughNodes_areReduced() {
        Core core = white("g4 c5 d3 f2", "a7 d7 a1 b2");
        int quiet = step("c5", "c4");
        assertThat(LateMoves.tactical(core, quiet)).isFalse();
        assertThat(LateMoves.reduction(core, LateMoves.MIN_DEPTH - 1, 10, quiet, 0)).isZero();
        assertThat(LateMoves.reduction(core, LateMoves.MIN_DEPTH, LateMoves.FULL_MOVES - 1, quiet, 0)).isZero();
        assertThat(LateMoves.reduction(core, 8, 10, quiet, quiet)).isZero();
        assertThat(LateMoves.reduction(core, 8, 10, step("g4", "g7"), 0)).isZero();
        assertThat(LateMoves.reduction(core, LateMoves.MIN_DEPTH, LateMoves.FULL_MOVES, quiet, 0)).isEqualTo(1);
        assertThat(LateMoves.reduction(core, 8, 10, quiet, 0)).isEqualTo(2);
    }
}
