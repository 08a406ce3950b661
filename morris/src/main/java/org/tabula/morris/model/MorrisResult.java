package org.tabula.morris.model;

import java.util.Objects;
import java.util.Optional;
import org.tabula.api.Result;
import org.tabula.engine.ending.ResultRecord;
import org.tabula.engine.ending.RulesResult;

/**
 * How a morris game ended: the winner or a draw, the ending and its sentence, such as
 * "White wins: Black has no move".
 *
 * @param winner the side that won, or empty for a draw
 * @param ending how the game ended
 * @param sentence the ending for a person
 */
public record MorrisResult(Optional<Colour> winner, Ending ending, String sentence)
        implements RulesResult<Colour, Ending> {

    private static final ResultRecord<Colour, Ending, MorrisResult> RECORD = MorrisResult::new;

    /** Checks that a win has a winner and a draw has none. */
    public MorrisResult {
        RulesResult.check(winner, ending, sentence);
    }

    /** The side to move, {@code loser}, had fewer than three men. */
    public static MorrisResult fewerThanThree(Colour loser) {
        return RECORD.lostBy(loser, Ending.FEWER_THAN_THREE, "has fewer than three men");
    }

    /** The side to move, {@code loser}, had no move. */
    public static MorrisResult noMove(Colour loser) {
        return RECORD.noMove(loser, Ending.NO_MOVE);
    }

    /** The same position stood for the third time. */
    public static MorrisResult repetition() {
        return RECORD.repetition(Ending.REPETITION);
    }

    /** {@code limit} moves in a row passed without a mill. */
    public static MorrisResult noMill(int limit) {
        return RECORD.drawn(Ending.NO_MILL, limit + " moves without a mill");
    }

    /** {@code winner} closed a mill in a game where a mill wins, as in Three Men's Morris. */
    public static MorrisResult mill(Colour winner) {
        return RECORD.of(Optional.of(winner), Ending.MILL, RulesResult.wins(winner, winner.title()
                + " closed a mill"));
    }

    /** The board filled up while men were still going down. */
    public static MorrisResult fullBoard() {
        return RECORD.drawn(Ending.FULL_BOARD, "the board is full");
    }

    /**
     * A win turned round by misère rules: the loser of {@code won} wins, and the sentence keeps what happened
     * ("Black wins by misère: Black has no move"). A draw stays as it is.
     */
    public static MorrisResult misere(MorrisResult won) {
        if (won.winner().isEmpty()) {
            return won;
        }
        Colour winner = won.winner().get().opponent();
        String what = won.sentence().substring(won.sentence().indexOf(": ") + 2);
        return RECORD.of(Optional.of(winner), Ending.MISERE, winner.title() + " wins by misère: " + what);
    }

    /**
     * A result as morris tells it: the one place an api result (a match's, a player's ending among them) becomes
     * the seed's result, its sentence kept.
     *
     * @throws IllegalArgumentException when the reason is no morris ending
     */
    public static MorrisResult of(Result result) {
        Objects.requireNonNull(result, "result");
        return new MorrisResult(result.winnerIfAny().map(Colour::of), Ending.ofCode(result.reason()),
                result.sentence());
    }

    @Override
    public String toString() {
        return sentence;
    }
}
