package org.tabula.engine.state;

import java.util.Optional;
import org.tabula.api.Game;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.engine.ending.RulesResult;
import org.tabula.engine.side.GameSide;

/**
 * A game whose turn, status and result follow from its side to move and the ending its rules reached: every game
 * said these three the same way from those two, so they are said once here.
 *
 * @param <S> the game's sides
 * @param <R> the game's result of the rules
 */
public interface RulesGame<S extends Enum<S> & GameSide<S>, R extends RulesResult<S, ?>> extends Game {

    /** The side to move (once the game is over, the side that would have moved). */
    S toMove();

    /** How the rules ended the game, as the game tells it, or empty while it goes on. */
    Optional<R> ending();

    @Override
    default Side turn() {
        return toMove().side();
    }

    /** {@code ACTIVE} while the game goes on, {@code FINISHED} once the rules reached an ending. */
    @Override
    default Status status() {
        return GameOver.status(ending());
    }

    @Override
    default Optional<Result> result() {
        return ending().map(RulesResult::toResult);
    }
}
