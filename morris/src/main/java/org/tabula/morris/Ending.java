package org.tabula.morris;

/**
 * The ways a morris game ends, each with its stable reason code.
 *
 * <p>After every move the first four are tested in the order given here. The last three are what the players do
 * beside their moves: a {@link org.tabula.api.Match} makes them (api's {@link org.tabula.api.PlayerEnding}), and
 * they are here because the seed's result ({@link MorrisGame#ending()}) names them too.
 */
public enum Ending {
    /** The side to move has fewer than three men, on the board and in hand together, and has lost. */
    FEWER_THAN_THREE("fewer-than-three", false),
    /** The side to move has no move and has lost. */
    NO_MOVE("no-move", false),
    /** The same men on the same points with the same side to move for the third time: a draw. */
    REPETITION("repetition", true),
    /** The no-mill limit of moves in a row without a placement or capture: a draw. */
    NO_MILL("no-mill", true),
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

    /** The ending with a reason code. @throws IllegalArgumentException for no such code */
    public static Ending ofCode(String code) {
        for (Ending ending : values()) {
            if (ending.code.equals(code)) {
                return ending;
            }
        }
        throw new IllegalArgumentException("no morris ending has the code '" + code + "'");
    }
}
