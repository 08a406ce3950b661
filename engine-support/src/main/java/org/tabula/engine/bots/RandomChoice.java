package org.tabula.engine.bots;

import java.util.function.IntFunction;
import org.tabula.api.Move;

/**
 * What a seeded random bot needs of a position: how many legal moves there are, the move at an index in the game's
 * fixed order, and the key of the position its choice is drawn from.
 *
 * @param count the number of legal moves, at least 1
 * @param moveAt the legal move at an index from 0 to {@code count - 1}
 * @param key the game's mix of the position, see {@link SeededRandom#of(long, long)}
 */
public record RandomChoice(int count, IntFunction<? extends Move> moveAt, long key) {

    /** Checks the parts. */
    public RandomChoice {
        if (count < 1) {
            throw new IllegalArgumentException("a random choice needs a legal move, not " + count);
        }
        java.util.Objects.requireNonNull(moveAt, "moveAt");
    }
}
