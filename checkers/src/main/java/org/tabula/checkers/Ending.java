package org.tabula.checkers;

/**
 * The ways a checkers game ends, each with its stable reason code.
 *
 * <p>After every move the first four are tested in the order given here; the last three are what the players
 * do beside their moves.
 */
public enum Ending {
    /** A side has no piece left and has lost. */
    NO_PIECES("no-pieces", false),
    /** The side to move has no move and has lost. */
    NO_MOVE("no-move", false),
    /** The same pieces on the same squares with the same side to move for the third time: a draw. */
    REPETITION("repetition", true),
    /** The no-progress limit of moves with no capture and no man moved: a draw. */
    NO_PROGRESS("no-progress", true),
    /** A side gave up. */
    RESIGN("resign", false),
    /** A side ran out of time. */
    TIMEOUT("timeout", false),
    /** Both sides agreed a draw. */
    AGREEMENT("agreement", true);

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

    /** True for the endings a record must say because its moves cannot show them: resign, timeout, agreement. */
    public boolean isWritten() {
        return this == RESIGN || this == TIMEOUT || this == AGREEMENT;
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
