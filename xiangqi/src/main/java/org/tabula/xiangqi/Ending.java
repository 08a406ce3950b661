package org.tabula.xiangqi;

/**
 * The ways a xiangqi game ends, each with its stable reason code.
 *
 * <p>After every move they are tested in the order given here. The endings players make (a resignation, a
 * timeout, a draw agreed) are not the rules' and belong to the api's {@link org.tabula.api.PlayerEnding}.
 */
public enum Ending {
    /** The side to move is in check and has no legal move, and has lost. */
    CHECKMATE("checkmate", false),
    /** The side to move is not in check but has no legal move, and has lost as surely as if mated. */
    STALEMATE("stalemate", false),
    /** The same position stood a third time and one side, alone, checked with every move between: it lost. */
    PERPETUAL_CHECK("perpetual-check", false),
    /** The same position stood a third time and one side, alone, chased with every move between: it lost. */
    PERPETUAL_CHASE("perpetual-chase", false),
    /** The same position stood a third time and neither side alone is to blame: a draw. */
    REPETITION("repetition", true),
    /** The no-capture limit of plies in a row without a capture: a draw. */
    NO_CAPTURE("no-capture", true);

    private final String code;
    private final boolean draw;

    Ending(String code, boolean draw) {
        this.code = code;
        this.draw = draw;
    }

    /** The reason code, such as {@code checkmate}. */
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
        throw new IllegalArgumentException("no xiangqi ending has the code '" + code + "'");
    }
}
