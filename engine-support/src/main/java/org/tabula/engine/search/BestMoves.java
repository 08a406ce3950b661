package org.tabula.engine.search;

import java.util.Arrays;
import java.util.OptionalInt;

/**
 * The equally best root moves of the last deepening a search finished, with their score and that deepening's
 * depth; the game chooses among them (at random from its seed, so equal moves vary between seeds).
 */
public final class BestMoves {

    private final int[] moves;
    private final int score;
    private final int depth;
    private final int win;

    BestMoves(int[] moves, int score, int depth, int win) {
        this.moves = moves.clone();
        this.score = score;
        this.depth = depth;
        this.win = win;
    }

    /** The indices of the best root moves in the order that deepening searched them; never empty. */
    public int[] moves() {
        return moves.clone();
    }

    /** How many moves tie for best. */
    public int count() {
        return moves.length;
    }

    /** The index of the {@code i}th best root move in the order searched. */
    public int move(int i) {
        return moves[i];
    }

    /** Their score for the side to move; meaningless when no deepening finished. */
    public int score() {
        return score;
    }

    /** The depth of the deepening that found them; 0 when the search stopped before any finished. */
    public int depth() {
        return depth;
    }

    /**
     * The plies to a win (positive) or loss (negative) of the side to move that the deepening proved; empty for a
     * judgement, or when no deepening finished.
     */
    public OptionalInt provedEnd() {
        return depth == 0 ? OptionalInt.empty() : ProvedEnd.of(score, win, depth);
    }

    @Override
    public String toString() {
        return "BestMoves" + Arrays.toString(moves) + " scoring " + score + " at depth " + depth;
    }
}
