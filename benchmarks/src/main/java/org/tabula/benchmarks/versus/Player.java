package org.tabula.benchmarks.versus;

import org.tabula.api.Game;

/** One side of a versus match: chooses a move for the side to move within a CPU budget. */
public interface Player extends AutoCloseable {

    /** How the summary names the player, such as {@code bot:5}. */
    String name();

    /**
     * The move chosen for the side to move, in the game's own move text; the game is not changed.
     *
     * @throws PlayerFailure when the player gives no move at all (an outside engine that died or answered nonsense)
     */
    Choice choose(Game game, long millis);

    /** Ends what the player holds (an outside engine's process); a Tabula bot holds nothing. */
    @Override
    default void close() {
    }
}
