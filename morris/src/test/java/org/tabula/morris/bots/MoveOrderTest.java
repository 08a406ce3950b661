package org.tabula.morris.bots;

import org.junit.jupiter.api.Test;
import org.tabula.morris.rules.MoveCode;
import static org.assertj.core.api.Assertions.assertThat;

/** The order moves are tried in: the table move, captures, killers, the counter-move, then history. */
class MoveOrderTest {

    private static final int PREVIOUS = MoveCode.encode(3, 4, -1);

    @Test
    void theReplyThatCutOffAfterAMove_comesFirstAmongQuietMovesAfterThatMoveAgain() {
        MoveOrder order = new MoveOrder(8, 4);
        int counter = MoveCode.encode(10, 11, -1);
        int other = MoveCode.encode(12, 13, -1);
        // Cut off at ply 2 (a killer there), then asked at ply 5, where it is no killer: only the counter-move.
        order.rememberCut(counter, 2, 0, 1, PREVIOUS);
        order.rememberCut(other, 3, 0, 6, MoveCode.encode(5, 6, -1));
        int[] moves = {other, counter};
        order.rank(moves, 0, 2, 5, 0, 0, PREVIOUS);
        assertThat(order.next(moves, 0, 2)).isEqualTo(counter);
        order.rank(moves, 0, 2, 5, 0, 0, MoveCode.encode(7, 8, -1));
        assertThat(order.next(moves, 0, 2)).as("after another move, history rules").isEqualTo(other);
    }

    @Test
    void theCounterMove_isKeptForItsSideOnly() {
        MoveOrder order = new MoveOrder(8, 4);
        int counter = MoveCode.encode(10, 11, -1);
        int other = MoveCode.encode(12, 13, -1);
        order.rememberCut(counter, 2, 0, 1, PREVIOUS);
        order.rememberCut(other, 3, 1, 6, MoveCode.encode(5, 6, -1));
        int[] moves = {counter, other};
        order.rank(moves, 0, 2, 5, 1, 0, PREVIOUS);
        assertThat(order.next(moves, 0, 2)).isEqualTo(other);
    }
}
