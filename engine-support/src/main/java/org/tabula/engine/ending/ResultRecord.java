package org.tabula.engine.ending;

import java.util.Optional;
import org.tabula.engine.side.GameSide;

/**
 * How a game builds its record of a rules result, usually the record's constructor ({@code MorrisResult::new}),
 * and from it the two ways every game's factories make one: a win for the opponent of the side that lost, and a
 * draw, each with its sentence.
 *
 * @param <S> the game's sides
 * @param <E> the game's rules endings
 * @param <R> the game's result record
 */
@FunctionalInterface
public interface ResultRecord<S extends Enum<S> & GameSide<S>, E extends RulesEnding, R extends RulesResult<S, E>> {

    /** The record of these parts. */
    R of(Optional<S> winner, E ending, String sentence);

    /** {@code loser} lost by {@code ending}: "Winner wins: Loser " and {@code what} the loser did or has. */
    default R lostBy(S loser, E ending, String what) {
        S winner = loser.opponent();
        return of(Optional.of(winner), ending, RulesResult.wins(winner, loser.title() + " " + what));
    }

    /** The side to move, {@code loser}, has no move, and the game's rules make that a loss. */
    default R noMove(S loser, E ending) {
        return lostBy(loser, ending, "has no move");
    }

    /** The same position stood for the third time, and the game's rules make that a draw. */
    default R repetition(E ending) {
        return drawn(ending, "the same position for the third time");
    }

    /** A draw by {@code ending}: "Draw: " and {@code why}. */
    default R drawn(E ending, String why) {
        return of(Optional.empty(), ending, RulesResult.draw(why));
    }
}
