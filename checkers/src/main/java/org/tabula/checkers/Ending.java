package org.tabula.checkers;

import static org.tabula.engine.ending.EndingKind.draw;
import static org.tabula.engine.ending.EndingKind.win;

import org.tabula.engine.ending.EndingKind;
import org.tabula.engine.ending.RulesEnding;

/**
 * The ways the rules of checkers end a game, each with its stable reason code, tested after every move in the
 * order given here. The endings players make (resign, timeout, agreement) are api's
 * {@link org.tabula.api.PlayerEnding}s, kept by the {@link org.tabula.api.Match}.
 */
public enum Ending implements RulesEnding {
    /** A side has no piece left and has lost. */
    NO_PIECES(win("no-pieces")),
    /** The side to move has no move and has lost. */
    NO_MOVE(win("no-move")),
    /** The same pieces on the same squares with the same side to move for the third time: a draw. */
    REPETITION(draw("repetition")),
    /** The no-progress limit of moves with no capture and no man moved: a draw. */
    NO_PROGRESS(draw("no-progress"));

    private final EndingKind kind;

    Ending(EndingKind kind) {
        this.kind = kind;
    }

    @Override
    public EndingKind kind() {
        return kind;
    }

    /** The ending with a reason code. @throws IllegalArgumentException for no such code */
    public static Ending ofCode(String code) {
        return RulesEnding.ofCode(Ending.class, "checkers", code);
    }
}
