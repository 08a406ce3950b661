package org.tabula.xiangqi.model;

import java.util.Optional;
import org.tabula.engine.ending.ResultRecord;
import org.tabula.engine.ending.RulesResult;

/**
 * How a xiangqi game ended: the winner or a draw, the ending and its sentence, such as
 * "Red wins: Black is checkmated".
 *
 * @param winner the side that won, or empty for a draw
 * @param ending how the game ended
 * @param sentence the ending for a person
 */
public record XiangqiResult(Optional<Colour> winner, Ending ending, String sentence)
        implements RulesResult<Colour, Ending> {

    private static final ResultRecord<Colour, Ending, XiangqiResult> RECORD = XiangqiResult::new;

    /** Checks that a win has a winner and a draw has none. */
    public XiangqiResult {
        RulesResult.check(winner, ending, sentence);
    }

    /** The side to move, {@code loser}, is checkmated. */
    public static XiangqiResult checkmate(Colour loser) {
        return RECORD.lostBy(loser, Ending.CHECKMATE, "is checkmated");
    }

    /** The side to move, {@code loser}, is not in check and has no legal move. */
    public static XiangqiResult stalemate(Colour loser) {
        return RECORD.lostBy(loser, Ending.STALEMATE, "has no legal move");
    }

    /** {@code loser} checked with every move of a repeated cycle. */
    public static XiangqiResult perpetualCheck(Colour loser) {
        return RECORD.lostBy(loser, Ending.PERPETUAL_CHECK, "checked perpetually");
    }

    /** {@code loser} chased an unprotected piece with every move of a repeated cycle. */
    public static XiangqiResult perpetualChase(Colour loser) {
        return RECORD.lostBy(loser, Ending.PERPETUAL_CHASE, "chased perpetually");
    }

    /** The same position stood a third time with neither side alone to blame. */
    public static XiangqiResult repetition() {
        return RECORD.repetition(Ending.REPETITION);
    }

    /** {@code limit} plies in a row passed without a capture. */
    public static XiangqiResult noCapture(int limit) {
        return RECORD.drawn(Ending.NO_CAPTURE, limit + " plies without a capture");
    }

    @Override
    public String toString() {
        return sentence;
    }
}
