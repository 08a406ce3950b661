package org.tabula.engine.state;

import java.util.List;
import java.util.Optional;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Refusal;
import org.tabula.api.Result;
import org.tabula.api.Side;

/**
 * A game's rules as one immutable state value: whose turn, the legal moves, how a move is read and checked, the
 * state it leads to, the ending reached, and (for a game of chance) the chance due and the state an outcome gives.
 * {@link StateGame} keeps the rest of a game in progress.
 *
 * @param <S> the state itself
 * @param <M> the game's move
 */
public interface PlayableState<S extends PlayableState<S, M>, M extends Move> {

    /** The side to move (once the game is over, the side that would have moved). */
    Side side();

    /** The moves played before this state, counted from the game's true start. */
    int ply();

    /** The legal moves, in the game's fixed order; none once the game is over or while chance is due. */
    List<M> moves();

    /** The move a text names if it may be played now, or why not. Never throws. */
    Outcome<M> read(String text);

    /** Why a move of the game's own may not be played now, or empty when it may. */
    Optional<Refusal> check(M move);

    /** The state a move {@link #check} allows leads to. */
    S after(M move);

    /** How the rules ended the game, or empty while it goes on. */
    Optional<Result> result();

    /** The chance to throw before the next move, or empty: none in a game without chance. */
    default Optional<ChanceRequest> chance() {
        return Optional.empty();
    }

    /** The state an outcome of the chance due gives, or why the outcome is refused. Never throws. */
    default Outcome<S> supplied(String outcome) {
        return Outcome.refused("no-chance", "This game waits for no roll.");
    }
}
