package org.tabula.xiangqi.text;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tabula.api.MatchMarks;
import org.tabula.api.MatchRefusal;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.RecordHeaders;
import org.tabula.api.Side;
import org.tabula.api.TextFormatException;
import org.tabula.notation.GameLine;
import org.tabula.notation.Header;
import org.tabula.notation.HeaderTags;
import org.tabula.notation.NotationErrors;
import org.tabula.notation.RecordText;
import org.tabula.xiangqi.model.Colour;
import org.tabula.xiangqi.model.Ending;
import org.tabula.xiangqi.model.Position;
import org.tabula.xiangqi.model.RecordedMove;
import org.tabula.xiangqi.model.XiangqiResult;
import org.tabula.xiangqi.rules.GameState;
import org.tabula.xiangqi.rules.Limits;

/**
 * A record read into a game and its match's marks: the game's side of {@link org.tabula.xiangqi.XiangqiNotation}, which
 * reads and writes the text but knows nothing of the rules.
 */
public final class GameText {

    /**
     * The tag naming the game in every record, as the WXF's PGN for Chinese chess writes it; found among the tags
     * as a record is read, so a note or a comment holding what looks like one names nothing.
     */
    public static final GameLine GAME = GameLine.tag("Game", "Chinese Chess", "xiangqi (Chinese Chess)")
            .readBy(RecordReading.READER);

    /** The WXF's PGN tags naming who played each side, which carry the host's players. */
    private static final Map<Side, String> SIDE_TAGS = orderedSideTags();

    private GameText() {
    }

    private static Map<Side, String> orderedSideTags() {
        Map<Side, String> tags = new LinkedHashMap<>();
        tags.put(Colour.RED.side(), "Red");
        tags.put(Colour.BLACK.side(), "Black");
        return tags;
    }

    /**
     * The tag lines of the host's headers ({@code [Date "2026.03.07"]}, {@code [Red "human"]},
     * {@code [Black "bot:3"]}, {@code [Seed "42"]}), each ending in a break: PGN's tags, which the record reads.
     */
    public static String headerTags(RecordHeaders headers) {
        StringBuilder tags = new StringBuilder();
        HeaderTags.write(headers, SIDE_TAGS).forEach((name, value) -> tags.append('[').append(name).append(' ')
                .append(Header.quote(value)).append("]\n"));
        return tags.toString();
    }

    /** The host's headers a record's tags carry; a tag that says nothing, or cannot be read, is none. */
    private static RecordHeaders headers(RecordText record) {
        return HeaderTags.read(name -> {
            List<Header> found = record.headers(name);
            try {
                return found.isEmpty() ? null : found.get(0).quoted();
            } catch (TextFormatException e) {
                // Tags other than the game's own are passed over, and so is one written without its quotes.
                return null;
            }
        }, SIDE_TAGS);
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
     * The offer, the player's ending and the host's headers a record read marks, for the game its moves made, with
     * its {@code Result} tag checked against them ({@link ResultTag#check}).
     *
     * @throws TextFormatException at the line when it cannot be read, comes twice, or names an offer or an ending
     *     after moves that already ended the game, or at the result when it disagrees with the ending
     */
    public static MatchMarks marks(RecordText record, GameState game) {
        MatchMarks marks = RecordReading.marks(record).withHeaders(headers(record));
        Optional<ResultTag.Said> said = ResultTag.read(record);
        Optional<XiangqiResult> reached = game.result();
        if (reached.isPresent() && marks.offer().isPresent()) {
            String over = MatchRefusal.GAME_OVER.with(reached.get().sentence()).message();
            throw NotationErrors.at(record.singleLine(RecordKeywords.OFFER).orElseThrow().keyword(), "no draw offer"
                    + " from " + RecordLines.offerText(marks.offer().get()) + " can stand: " + withoutStop(over));
        }
        if (reached.isPresent() && marks.ending().isPresent()) {
            throw NotationErrors.at(record.singleLine(RecordKeywords.RESULT).orElseThrow().keyword(), "the result "
                    + RecordLines.resultText(marks.ending().get()) + " comes after moves that already ended the game"
                    + " (" + reached.get().sentence() + ")");
        }
        return ResultTag.check(said, reached, marks, hint(game));
    }

    private static String withoutStop(String sentence) {
        return sentence.endsWith(".") ? sentence.substring(0, sentence.length() - 1) : sentence;
    }
}
