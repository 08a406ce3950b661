package org.tabula.engine.ending;

import java.util.Objects;
import java.util.Optional;
import org.tabula.api.Result;
import org.tabula.engine.side.GameSide;

/**
 * What a game's record of how its rules ended a game implements: the winner or a draw, the ending and the
 * sentence, such as "White wins: Black has no move", and from them the api {@link Result}.
 *
 * @param <S> the game's sides
 * @param <E> the game's rules endings
 */
public interface RulesResult<S extends Enum<S> & GameSide<S>, E extends RulesEnding> {

    /** The side that won, or empty for a draw. */
    Optional<S> winner();

    /** How the game ended. */
    E ending();

    /** The ending for a person. */
    String sentence();

    /** True when nobody won. */
    default boolean isDraw() {
        return winner().isEmpty();
    }

    /** The result as the API gives it. */
    default Result toResult() {
        return winner().map(w -> Result.win(w.side(), ending().code(), sentence()))
                .orElseGet(() -> Result.draw(ending().code(), sentence()));
    }

    /**
     * Checks the parts of a result, for a record's constructor.
     *
     * @throws IllegalArgumentException when a draw has a winner or a win has none
     */
    static void check(Optional<?> winner, RulesEnding ending, String sentence) {
        Objects.requireNonNull(winner, "winner");
        Objects.requireNonNull(ending, "ending");
        Objects.requireNonNull(sentence, "sentence");
        if (winner.isPresent() == ending.isDraw()) {
            throw new IllegalArgumentException(ending.code() + (ending.isDraw() ? " is a draw" : " has a winner"));
        }
    }

    /** The sentence of a win: {@code "White wins: " + why}. */
    static String wins(GameSide<?> winner, String why) {
        return winner.title() + " wins: " + why;
    }

    /** The sentence of a draw: {@code "Draw: " + why}. */
    static String draw(String why) {
        return "Draw: " + why;
    }
}
