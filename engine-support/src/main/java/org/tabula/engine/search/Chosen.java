package org.tabula.engine.search;

import java.util.Objects;
import java.util.function.Function;

/**
 * The move a game chose among the best moves of its search, with them: the score and depth it was chosen by.
 *
 * @param move the move chosen, as the game writes it
 * @param best the best moves of the search's last whole deepening, the move one of them
 * @param <M> how the game writes a move: its code, or the API's move
 */
public record Chosen<M>(M move, BestMoves best) {

    /** Checks that both are there. */
    public Chosen {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(best, "best");
    }

    /** The same choice with the move written another way, such as a code made the API's move. */
    public <N> Chosen<N> map(Function<M, N> written) {
        return new Chosen<>(written.apply(move), best);
    }
}
