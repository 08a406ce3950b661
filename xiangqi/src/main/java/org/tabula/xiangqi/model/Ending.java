package org.tabula.xiangqi.model;

import org.tabula.engine.ending.RulesEnding;

/**
 * The ways a xiangqi game ends, each with its stable reason code.
 *
 * <p>After every move they are tested in the order given here. The endings players make (a resignation, a
 * timeout, a draw agreed) are not the rules' and belong to the api's {@link org.tabula.api.PlayerEnding}.
 */
public enum Ending implements RulesEnding {
    /** The side to move is in check and has no legal move, and has lost. */
    CHECKMATE,
    /** The side to move is not in check but has no legal move, and has lost as surely as if mated. */
    STALEMATE,
    /** The same position stood a third time and one side, alone, checked with every move between: it lost. */
    PERPETUAL_CHECK,
    /** The same position stood a third time and one side, alone, chased with every move between: it lost. */
    PERPETUAL_CHASE,
    /** The same position stood a third time and neither side alone is to blame: a draw. */
    REPETITION,
    /** The no-capture limit of plies in a row without a capture: a draw. */
    NO_CAPTURE;

    /** A repetition nobody alone is to blame for and the no-capture limit are draws; in the others one side wins. */
    @Override
    public boolean isDraw() {
        return this == REPETITION || this == NO_CAPTURE;
    }

    /** The ending with a reason code. @throws IllegalArgumentException for no such code */
    public static Ending ofCode(String code) {
        return RulesEnding.ofCode(Ending.class, "xiangqi", code);
    }
}
