package org.tabula.xiangqi.text;

import java.util.List;
import java.util.Optional;
import org.tabula.api.MatchMarks;
import org.tabula.api.MatchRefusal;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.TextFormatException;
import org.tabula.notation.GameLine;
import org.tabula.notation.NotationErrors;
import org.tabula.notation.RecordText;
import org.tabula.xiangqi.Ending;
import org.tabula.xiangqi.Position;
import org.tabula.xiangqi.RecordedMove;
import org.tabula.xiangqi.XiangqiNotation;
import org.tabula.xiangqi.XiangqiResult;
import org.tabula.xiangqi.rules.GameState;
import org.tabula.xiangqi.rules.Limits;

/**
 * A record read into a game and its match's marks: the game's side of {@link XiangqiNotation}, which reads and
 * writes the text but knows nothing of the rules.
 */
public final class GameText {

    /** The tag naming the game in every record, as the WXF's PGN for Chinese chess writes it. */
    public static final GameLine GAME = GameLine.tag("Game", "Chinese Chess", "xiangqi (Chinese Chess)");

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
     * Plays a record read through, for a game to stand on: its start, then its moves.
     *
     * @throws TextFormatException when the start cannot be read, or a move is not one or is refused, naming it by
     *     its place
     */
    public static GameState play(RecordText record, Limits limits) {
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
        return game;
    }

    /**
     * The offer and the player's ending a record read marks, for the game its moves made.
     *
     * @throws TextFormatException at the line when it cannot be read, comes twice, or names an offer or an ending
     *     after moves that already ended the game
     */
    public static MatchMarks marks(RecordText record, GameState game) {
        MatchMarks marks = RecordReading.marks(record);
        Optional<XiangqiResult> reached = game.result();
        if (reached.isPresent() && marks.offer().isPresent()) {
            String over = MatchRefusal.GAME_OVER.with(reached.get().sentence()).message();
            throw NotationErrors.at(record.single(XiangqiNotation.OFFER).orElseThrow().keyword(), "no draw offer"
                    + " from " + RecordLines.offerText(marks.offer().get()) + " can stand: " + withoutStop(over));
        }
        if (reached.isPresent() && marks.ending().isPresent()) {
            throw NotationErrors.at(record.single(XiangqiNotation.RESULT).orElseThrow().keyword(), "the result "
                    + RecordLines.resultText(marks.ending().get()) + " comes after moves that already ended the game"
                    + " (" + reached.get().sentence() + ")");
        }
        return marks;
    }

    private static String withoutStop(String sentence) {
        return sentence.endsWith(".") ? sentence.substring(0, sentence.length() - 1) : sentence;
    }
}
