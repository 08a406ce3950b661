package org.tabula.engine.state;

import java.util.List;
import java.util.Optional;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.engine.ending.RulesResult;
import org.tabula.engine.side.GameSide;

/**
 * A game kept by a {@link RulesState}: its legal moves, history, undo and ending are the state's, so the game
 * writes only what is its own (how a move is read and played, its texts and views). For a game whose rules keep a
 * fast core under a {@link RulesState}, as morris, checkers and xiangqi do; a game over immutable states extends
 * {@link StateGame} instead.
 *
 * @param <S> the game's sides
 * @param <M> the game's move
 * @param <R> the game's result of the rules
 */
public abstract class RulesStateGame<S extends Enum<S> & GameSide<S>, M extends Move, R extends RulesResult<S, ?>>
        implements RulesGame<S, R> {

    /** For the subclass. */
    protected RulesStateGame() {
    }

    /** The state of this one game, which its moves change. */
    protected abstract RulesState<?, M, R> state();

    /** How the rules ended the game, as the game tells it, or empty while it goes on. */
    @Override
    public final Optional<R> ending() {
        return state().result();
    }

    /** Every move the side to move may play, in the game's fixed order; empty once the game is over. */
    @Override
    public final List<M> legalMoves() {
        return state().legalMoves();
    }

    @Override
    public final List<M> history() {
        return state().history();
    }

    /** Takes back the last move, the position it returns to judged again; refused when none was played. */
    @Override
    public final Outcome<Move> undo() {
        return state().undo();
    }
}
