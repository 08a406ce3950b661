package org.tabula.benchmarks.versus;

import org.tabula.morris.model.MorrisResult;

/** How a game of a versus match ended: the rules' four endings, and the two the referee adds. */
public enum GameEnd {
    /** The side to move had no move (blocked) and lost. */
    NO_MOVE("no legal move"),
    /** A side fell below three men (the mill count) and lost. */
    FEWER_THAN_THREE("fewer than three men"),
    /** Threefold repetition: a draw. */
    REPETITION("repetition"),
    /** The no-mill limit: a draw. */
    NO_MILL("no-mill limit"),
    /** The ply cap reached: adjourned and counted as a draw. */
    CAP("ply cap"),
    /** A player gave a move Tabula's rules refuse, or none at all, and lost. */
    ILLEGAL("illegal move");

    private final String words;

    GameEnd(String words) {
        this.words = words;
    }

    /**
     * The ending of a game the rules ended.
     *
     * @throws IllegalStateException for an ending no move makes (a resignation or an agreed draw)
     */
    public static GameEnd of(MorrisResult result) {
        return switch (result.ending()) {
            case NO_MOVE -> NO_MOVE;
            case FEWER_THAN_THREE -> FEWER_THAN_THREE;
            case REPETITION -> REPETITION;
            case NO_MILL -> NO_MILL;
            default -> throw new IllegalStateException("an ending no move makes: " + result);
        };
    }

    /** The ending for people, as the summary writes it. */
    public String words() {
        return words;
    }

    public boolean isDraw() {
        return this == REPETITION || this == NO_MILL || this == CAP;
    }
}
