package org.tabula.checkers.model;

import java.util.Optional;
import org.tabula.engine.ending.ResultRecord;
import org.tabula.engine.ending.RulesResult;
import org.tabula.notation.ResultToken;

/**
 * How the rules ended a checkers game: the winner or a draw, the ending and its sentence, such as
 * "White wins: Black has no move".
 *
 * @param winner the side that won, or empty for a draw
 * @param ending how the game ended
 * @param sentence the ending for a person
 */
public record CheckersResult(Optional<Colour> winner, Ending ending, String sentence)
        implements RulesResult<Colour, Ending> {

    private static final ResultRecord<Colour, Ending, CheckersResult> RECORD = CheckersResult::new;

    /** Checks that a win has a winner and a draw has none. */
    public CheckersResult {
        RulesResult.check(winner, ending, sentence);
    }

    /** {@code loser} has no piece left. */
    public static CheckersResult noPieces(Colour loser) {
        return RECORD.lostBy(loser, Ending.NO_PIECES, "has no pieces left");
    }

    /** The side to move, {@code loser}, has no move. */
    public static CheckersResult noMove(Colour loser) {
        return RECORD.noMove(loser, Ending.NO_MOVE);
    }

    /** The same position stood for the third time. */
    public static CheckersResult repetition() {
        return RECORD.repetition(Ending.REPETITION);
    }

    /** {@code moves} moves of each side passed with no capture and no man moved. */
    public static CheckersResult noProgress(int moves) {
        return RECORD.drawn(Ending.NO_PROGRESS, moves + " moves each without a capture or a man's move");
    }

    /** The result token PDN writes: {@code 1-0} when black won, {@code 0-1} when white did, {@code 1/2-1/2}. */
    public String token() {
        return ResultToken.ofWinner(winner.map(Colour::side), Colour.BLACK.side()).text();
    }

    @Override
    public String toString() {
        return sentence;
    }
}
