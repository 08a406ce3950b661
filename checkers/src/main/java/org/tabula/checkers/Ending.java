package org.tabula.checkers;

/**
 * The ways the rules of checkers end a game, each with its stable reason code, tested after every move in the
 * order given here. The endings players make (resign, timeout, agreement) are api's
 * {@link org.tabula.api.PlayerEnding}s, kept by the {@link org.tabula.api.Match}.
 */
public enum Ending {
    /** A side has no piece left and has lost. */
    NO_PIECES("no-pieces", false),
    /** The side to move has no move and has lost. */
    NO_MOVE("no-move", false),
    /** The same pieces on the same squares with the same side to move for the third time: a draw. */
    REPETITION("repetition", true),
    /** The no-progress limit of moves with no capture and no man moved: a draw. */
    NO_PROGRESS("no-progress", true);

    private final String code;
    private final boolean draw;

    Ending(String code, boolean draw) {
        this.code = code;
        this.draw = draw;
    }

    /** The reason code, such as {@code no-move}. */
    public String code() {
        return code;
    }

    /** True when this ending is a draw. */
    public boolean isDraw() {
        return draw;
    }

    /** The ending with a reason code. @throws IllegalArgumentException for no such code */
    public static Ending ofCode(String code) {
        for (Ending ending : values()) {
            if (ending.code.equals(code)) {
                return ending;
            }
        }
        throw new IllegalArgumentException("no checkers ending has the code '" + code + "'");
    }
}
