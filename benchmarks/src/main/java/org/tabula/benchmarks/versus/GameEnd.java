package org.tabula.benchmarks.versus;

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

    /** The ending for people, as the summary writes it. */
    public String words() {
        return words;
    }

    public boolean isDraw() {
        return this == REPETITION || this == NO_MILL || this == CAP;
    }
}
