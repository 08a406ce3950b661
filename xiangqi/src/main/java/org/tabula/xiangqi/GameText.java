package org.tabula.xiangqi;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
import org.tabula.notation.RecordText;

/**
 * A whole game to and from its record text: the game's side of {@link XiangqiNotation}, which reads and writes
 * the text but knows nothing of the rules.
 */
final class GameText {

    private GameText() {
    }

    /**
     * What to do about a record whose players went on past a repetition ruling, as masters' games often do (an
     * arbiter, not the third occurrence, decides there): said where the ruling stops the record.
     */
    private static String hint(XiangqiGame game) {
        boolean ruled = game.ending().map(XiangqiResult::ending)
                .filter(e -> e == Ending.REPETITION || e == Ending.PERPETUAL_CHECK || e == Ending.PERPETUAL_CHASE)
                .isPresent();
        return ruled ? " (a record played on past the repetition rulings reads with the option repetition-limit=0)"
                : "";
    }

    /**
     * Plays a record through: its start, its moves, then its draw offer and its ending.
     *
     * @throws TextFormatException when a line cannot be read, a move is refused (naming it by its place), or a
     *     line names what the moves already ruled out
     */
    static XiangqiGame read(String text, Limits limits) {
        RecordText record = XiangqiNotation.readRecord(Objects.requireNonNull(text, "text"));
        RecordState state = XiangqiNotation.recordState(record);
        Position start = XiangqiNotation.recordStart(record).orElse(Position.START);
        List<RecordedMove> moves = XiangqiNotation.recordMoves(record);
        XiangqiGame game = new XiangqiGame(start, limits);
        for (int i = 0; i < moves.size(); i++) {
            RecordedMove recorded = moves.get(i);
            Outcome<Move> outcome = game.play(recorded.move());
            if (!outcome.isAccepted()) {
                throw TextFormatException.atMove(i + 1, recorded.text(), recorded.location(),
                        withoutStop(outcome.refusal().message()) + hint(game));
            }
        }
        if (state.offer().isPresent()) {
            Colour side = state.offer().get();
            Outcome<?> offered = game.offerDraw(side);
            if (!offered.isAccepted()) {
                throw TextFormatException.at(lineOf(text, XiangqiNotation.OFFER), "no draw offer from " + side.word()
                        + " can stand: " + withoutStop(offered.refusal().message()));
            }
        }
        if (state.result().isPresent()) {
            RecordedResult recorded = state.result().get();
            Optional<XiangqiResult> reached = game.ending();
            if (reached.isPresent()) {
                throw TextFormatException.at(lineOf(text, XiangqiNotation.RESULT), "the result " + recorded.text()
                        + " comes after moves that already ended the game (" + reached.get().sentence() + ")");
            }
            game.endAs(ending(recorded));
        }
        return game;
    }

    private static XiangqiResult ending(RecordedResult recorded) {
        switch (recorded.reason()) {
            case RecordedResult.RESIGN:
                return XiangqiResult.resign(recorded.winner().orElseThrow().opponent());
            case RecordedResult.TIMEOUT:
                return XiangqiResult.timeout(recorded.winner().orElseThrow().opponent());
            default:
                return XiangqiResult.agreement();
        }
    }

    /** The game's record: start, moves with their WXF, the offer standing, and an ending its moves cannot show. */
    static String write(XiangqiGame game) {
        Optional<RecordedResult> result = game.ending().filter(ending -> ending.ending().isWritten())
                .map(XiangqiResult::toRecorded);
        return XiangqiNotation.formatRecord(game.startPosition(), game.history(),
                new RecordState(game.offer(), result));
    }

    private static String withoutStop(String sentence) {
        return sentence.endsWith(".") ? sentence.substring(0, sentence.length() - 1) : sentence;
    }

    private static TextLocation lineOf(String text, String keyword) {
        return XiangqiNotation.headerLocation(text, keyword).orElse(new TextLocation(1, 1));
    }
}
