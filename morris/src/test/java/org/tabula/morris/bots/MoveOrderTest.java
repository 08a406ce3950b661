package org.tabula.morris.bots;

import org.junit.jupiter.api.Test;
import org.tabula.morris.rules.MoveCode;
import static org.assertj.core.api.Assertions.assertThat;

/** The order moves are tried in: the table move, captures, killers, the counter-move, then history. */
class MoveOrderTest {

    private static final int PREVIOUS = MoveCode.encode(3, 4, -1);
    private static final int COUNTER = MoveCode.encode(10, 11, -1);
    private static final int OTHER = MoveCode.encode(12, 13, -1);

    /**
     * An order where White's {@link #COUNTER} cut off after {@link #PREVIOUS} (at ply 2, shallow) and
     * {@code otherSide}'s {@link #OTHER} cut off deep after another move (at ply 3): asked at ply 5, where
     * neither is a killer, only the counter-move can put {@link #COUNTER} first.
     */
    private static MoveOrder cutBoth(int otherSide) {
        MoveOrder order = new MoveOrder(8, 4);
        order.rememberCut(COUNTER, 2, 0, 1, PREVIOUS);
        order.rememberCut(OTHER, 3, otherSide, 6, MoveCode.encode(5, 6, -1));
        return order;
    }

    private static int first(MoveOrder order, int side, int previous) {
        int[] moves = {OTHER, COUNTER};
        order.rank(moves, 0, 2, 5, side, 0, previous);
        return order.next(moves, 0, 2);
    }

    @Test
    void theReplyThatCutOffAfterAMove_comesFirstAmongQuietMovesAfterThatMoveAgain() {
        MoveOrder order = cutBoth(0);
        assertThat(first(order, 0, PREVIOUS)).isEqualTo(COUNTER);
        assertThat(first(order, 0, MoveCode.encode(7, 8, -1))).as("after another move, history rules")
                .isEqualTo(OTHER);
    }

    @Test
    void theCounterMove_isKeptForItsSideOnly() {
        assertThat(first(cutBoth(1), 1, PREVIOUS)).isEqualTo(OTHER);
    }
}
