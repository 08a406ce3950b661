package org.tabula.royalur.model;

import java.util.Optional;
import org.tabula.engine.ending.RulesResult;

/**
 * How a game of the Royal Game of Ur ended: the winner or a draw, the ending and its sentence, such as
 * "Light wins: every light piece is home".
 *
 * @param winner the side that won, or empty for a draw
 * @param ending how the game ended
 * @param sentence the ending for a person
 */
public record UrResult(Optional<UrSide> winner, Ending ending, String sentence)
        implements RulesResult<UrSide, Ending> {

    /** Checks that a win has a winner and a draw has none. */
    public UrResult {
        RulesResult.check(winner, ending, sentence);
    }

    /** {@code winner} brought every piece home. */
    public static UrResult home(UrSide winner) {
        return new UrResult(Optional.of(winner), Ending.HOME,
                RulesResult.wins(winner, "every " + winner.word() + " piece is home"));
    }

    /** The game reached its cap of turns. */
    public static UrResult plyCap(int turns) {
        return new UrResult(Optional.empty(), Ending.PLY_CAP,
                RulesResult.draw("the cap of " + turns + " turns is reached"));
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
