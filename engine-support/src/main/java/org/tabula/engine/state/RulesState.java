package org.tabula.engine.state;

import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.MatchRefusal;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.engine.ending.RulesResult;

/**
 * The shell of one game's state as its rules see it: the core, the moves played and the ending they reached. The
 * game says how moves are listed and checked and which ending a position has reached; the shell keeps the history
 * and the ending in step with the core.
 *
 * <p>Perft and the bots work on the core itself, never through here.
 *
 * @param <C> the game's core
 * @param <M> the game's move
 * @param <R> the game's result of the rules
 */
public abstract class RulesState<C extends UndoableCore<C>, M extends Move, R extends RulesResult<?, ?>> {

    private final C core;
    private final MoveHistory<M> history;
    /** The ending the position has reached, or null while the game goes on. */
    private R result;

    /**
     * A state at the core's position with no moves played; the subclass calls {@link #judge()} once its own fields
     * are set.
     */
    protected RulesState(C core) {
        this.core = Objects.requireNonNull(core, "core");
        this.history = MoveHistory.empty();
    }

    /** An independent copy of {@code other}, for a subclass's copy constructor. */
    protected RulesState(RulesState<C, M, R> other) {
        this.core = other.core.copy();
        this.history = other.history.copy();
        this.result = other.result;
    }

    /** The live core, to read from; only the state changes it. */
    public final C core() {
        return core;
    }

    /** The ending the moves reached, or empty while the game goes on. */
    public final Optional<R> result() {
        return Optional.ofNullable(result);
    }

    /** True once the rules ended the game. */
    public final boolean isOver() {
        return result != null;
    }

    /** The moves played, in order, as an unmodifiable copy. */
    public final List<M> history() {
        return history.moves();
    }

    /** The last move played, or empty. */
    public final Optional<M> lastMove() {
        return history.last();
    }

    /** The legal moves in the game's fixed order; none once the game is over. */
    public final List<M> legalMoves() {
        return result != null ? List.of() : Collections.unmodifiableList(generateMoves());
    }

    /** Takes back the last move; the position it returns to is judged again, as when it was reached. */
    public final Outcome<Move> undo() {
        if (history.isEmpty()) {
            return MatchRefusal.NOTHING_TO_UNDO.refuse();
        }
        core.unmake();
        M undone = history.removeLast();
        judge();
        return Outcome.accepted(undone);
    }

    /** The refusal of a move once the game is over: api's {@code game-over}, with the ending's sentence. */
    public final <T> Outcome<T> gameOver() {
        return GameOver.refusal(result.sentence());
    }

    /** Records a move the game has just made on the core, and judges the position it reached. */
    protected final Outcome<Move> played(M move) {
        history.add(move);
        judge();
        return Outcome.accepted(move);
    }

    /** Judges the position the core stands at. */
    protected final void judge() {
        result = reachedEnding();
    }

    /** The legal moves of the side to move, in the game's fixed order, while the game goes on. */
    protected abstract List<M> generateMoves();

    /** The ending the core's position has reached, testing in the rules' order, or null while the game goes on. */
    protected abstract R reachedEnding();
}
