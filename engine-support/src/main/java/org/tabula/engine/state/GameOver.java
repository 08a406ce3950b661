package org.tabula.engine.state;

import java.util.Optional;
import org.tabula.api.MatchRefusal;
import org.tabula.api.Outcome;
import org.tabula.api.Status;

/** What a game says the same way whatever its rules: its status from the ending reached, and the game-over refusal. */
public final class GameOver {

    private GameOver() {
    }

    /** {@link Status#FINISHED} once the rules reached an ending, {@link Status#ACTIVE} while there is none. */
    public static Status status(Optional<?> ending) {
        return ending.isPresent() ? Status.FINISHED : Status.ACTIVE;
    }

    /** The refusal of a move in a finished game: api's {@code game-over}, with the ending's sentence. */
    public static <T> Outcome<T> refusal(String sentence) {
        return MatchRefusal.GAME_OVER.refuse(sentence);
    }
}
