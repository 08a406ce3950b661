package org.tabula.checkers.model;

import org.tabula.engine.ending.RulesEnding;

/**
 * The ways the rules of checkers end a game, each with its stable reason code, tested after every move in the
 * order given here. The endings players make (resign, timeout, agreement) are api's
 * {@link org.tabula.api.PlayerEnding}s, kept by the {@link org.tabula.api.Match}.
 */
public enum Ending implements RulesEnding {
    /** A side has no piece left and has lost. */
    NO_PIECES,
    /** The side to move has no move and has lost. */
    NO_MOVE,
    /** The same pieces on the same squares with the same side to move for the third time: a draw. */
    REPETITION,
    /** The no-progress limit of moves with no capture and no man moved: a draw. */
    NO_PROGRESS;

    /** Repetition and the no-progress limit are draws; in the others one side wins. */
    @Override
    public boolean isDraw() {
        return this == REPETITION || this == NO_PROGRESS;
    }

    /** The ending with a reason code. @throws IllegalArgumentException for no such code */
    public static Ending ofCode(String code) {
        return RulesEnding.ofCode(Ending.class, "checkers", code);
    }
}
