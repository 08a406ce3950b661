package org.tabula.benchmarks.versus;

/** A player gave no move: the referee scores it as an illegal move. */
public final class PlayerFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public PlayerFailure(String message) {
        super(message);
    }

    public PlayerFailure(String message, Throwable cause) {
        super(message, cause);
    }
}
