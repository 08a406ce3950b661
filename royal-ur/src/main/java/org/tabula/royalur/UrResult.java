package org.tabula.royalur;

import java.util.Objects;
import java.util.Optional;
import org.tabula.api.Result;

/**
 * How a game of the Royal Game of Ur ended: the winner or a draw, the ending and its sentence, such as
 * "Light wins: every light piece is home".
 *
 * @param winner the side that won, or empty for a draw
 * @param ending how the game ended
 * @param sentence the ending for a person
 */
public record UrResult(Optional<UrSide> winner, Ending ending, String sentence) {

    /** Checks that only the cap of turns is a draw. */
    public UrResult {
        Objects.requireNonNull(winner, "winner");
        Objects.requireNonNull(ending, "ending");
        Objects.requireNonNull(sentence, "sentence");
        if (winner.isPresent() == (ending == Ending.PLY_CAP)) {
            throw new IllegalArgumentException(ending.code() + (winner.isPresent() ? " is a draw" : " has a winner"));
        }
    }

    /** {@code winner} brought every piece home. */
    public static UrResult home(UrSide winner) {
        return new UrResult(Optional.of(winner), Ending.HOME, winner.title() + " wins: every " + winner.word()
                + " piece is home");
    }

    /** The game reached its cap of turns. */
    public static UrResult plyCap(int turns) {
        return new UrResult(Optional.empty(), Ending.PLY_CAP, "Draw: the cap of " + turns + " turns is reached");
    }

    /** The result as the API gives it. */
    public Result toResult() {
        return winner.map(w -> Result.win(w.side(), ending.code(), sentence))
                .orElseGet(() -> Result.draw(ending.code(), sentence));
    }

    /** The result as a record writes it. */
    public RecordResult toRecorded() {
        return winner.map(w -> RecordResult.win(w, ending.word())).orElseGet(RecordResult::plyCap);
    }

    @Override
    public String toString() {
        return sentence;
    }
}
