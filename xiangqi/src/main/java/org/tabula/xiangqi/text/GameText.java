package org.tabula.xiangqi.text;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
import org.tabula.notation.RecordText;
import org.tabula.xiangqi.Colour;
import org.tabula.xiangqi.Ending;
import org.tabula.xiangqi.Position;
import org.tabula.xiangqi.RecordState;
import org.tabula.xiangqi.RecordedMove;
import org.tabula.xiangqi.RecordedResult;
import org.tabula.xiangqi.XiangqiGame;
import org.tabula.xiangqi.XiangqiNotation;
import org.tabula.xiangqi.XiangqiResult;
import org.tabula.xiangqi.rules.GameState;
import org.tabula.xiangqi.rules.Limits;

/**
 * A whole game to and from its record text: the game's side of {@link XiangqiNotation}, which reads and writes
 * the text but knows nothing of the rules.
 */
public final class GameText {

    private GameText() {
    }

    /**
     * What to do about a record whose players went on past a repetition ruling, as masters' games often do (an
     * arbiter, not the third occurrence, decides there): said where the ruling stops the record.
     */
    private static String hint(GameState game) {
        boolean ruled = game.result().map(XiangqiResult::ending)
                .filter(e -> e == Ending.REPETITION || e == Ending.PERPETUAL_CHECK || e == Ending.PERPETUAL_CHASE)
                .isPresent();
        return ruled ? " (a record played on past the repetition rulings reads with the option repetition-limit=0)"
                : "";
    }

    /**
     * Plays a record through, for a game to stand on: its start, its moves, then its draw offer and its ending.
     *
     * @throws TextFormatException when a line cannot be read, a move is refused (naming it by its place), or a
     *     line names what the moves already ruled out
     */
    public static GameState read(String text, Limits limits) {
        RecordText record = RecordReading.read(Objects.requireNonNull(text, "text"));
        RecordState state = RecordReading.state(record);
        Position start = RecordReading.start(record).orElse(Position.START);
        List<RecordedMove> moves = RecordReading.moves(record);
        GameState game = new GameState(start, limits);
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
            Optional<XiangqiResult> reached = game.result();
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
    public static String write(XiangqiGame game) {
        Optional<RecordedResult> result = game.ending().filter(ending -> ending.ending().isWritten())
                .map(GameText::recorded);
        return XiangqiNotation.formatRecord(game.startPosition(), game.history(),
                new RecordState(game.offer(), result));
    }

    /** An ending as a record writes it, for the endings a record writes. @throws IllegalStateException otherwise */
    private static RecordedResult recorded(XiangqiResult result) {
        switch (result.ending()) {
            case RESIGN:
                return RecordedResult.resign(result.winner().orElseThrow());
            case TIMEOUT:
                return RecordedResult.timeout(result.winner().orElseThrow());
            case AGREEMENT:
                return RecordedResult.agreement();
            default:
                throw new IllegalStateException("a record does not write the ending " + result.ending().code());
        }
    }

    private static String withoutStop(String sentence) {
        return sentence.endsWith(".") ? sentence.substring(0, sentence.length() - 1) : sentence;
    }

    private static TextLocation lineOf(String text, String keyword) {
        return XiangqiNotation.headerLocation(text, keyword).orElse(new TextLocation(1, 1));
    }
}
