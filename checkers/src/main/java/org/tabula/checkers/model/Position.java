package org.tabula.checkers.model;

import java.util.Objects;

/**
 * A checkers position as its text holds it: the pieces, the side to move, the plies since the last capture or
 * man's move, and the plies played.
 *
 * <p>The first two are what a FEN holds; the two counts are what the game adds so that a game begun from its
 * position text reaches the same verdicts on the no-progress draw. It holds no history: a game begun from a
 * position has no earlier positions to repeat.
 *
 * @param board the pieces on the squares
 * @param turn the side to move
 * @param noProgress the plies played since the last capture or move of a man
 * @param ply the plies played in the game so far
 */
public record Position(Board board, Colour turn, int noProgress, int ply) {

    /** The start: black men on 1 to 12, white men on 21 to 32, black to move. */
    public static final Position START = new Position(Board.START, Colour.BLACK, 0, 0);

    /** Checks that nothing is missing and no count is negative. */
    public Position {
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(turn, "turn");
        if (noProgress < 0 || ply < 0) {
            throw new IllegalArgumentException("a count is negative: " + noProgress + ", " + ply);
        }
    }

    /** The pieces and the side to move, both counts 0: what a FEN alone gives. */
    public static Position of(Board board, Colour turn) {
        return new Position(board, turn, 0, 0);
    }

    /** True when the pieces and side to move are those of the start, whatever the counts. */
    public boolean isStart() {
        return board.equals(Board.START) && turn == Colour.BLACK;
    }
}
