package org.tabula.xiangqi.text;

import java.util.Optional;
import org.tabula.api.MatchMarks;
import org.tabula.api.PlayerEnding;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
import org.tabula.notation.Header;
import org.tabula.notation.NotationErrors;
import org.tabula.notation.RecordText;
import org.tabula.notation.ResultToken;
import org.tabula.notation.Token;
import org.tabula.xiangqi.model.Colour;
import org.tabula.xiangqi.model.XiangqiResult;

/**
 * PGN's result in a xiangqi record: the {@code [Result "1-0"]} tag, and the token that may end the moves, given
 * from red's side as the WXF's PGN gives them ({@code 1-0} red won, {@code 0-1} black won, {@code 1/2-1/2},
 * {@code *}). The record writes the tag for every ended game, whether its moves ended it (checkmate, stalemate, a
 * repetition ruling) or a player did, beside the {@code result} line that says how; reading checks it against both.
 */
public final class ResultTag {

    /** The tag's name, as PGN writes it; not the record's own {@code result} line, which is not a tag. */
    public static final String NAME = "Result";
    private static final Side FIRST = Colour.RED.side();
    private static final String READ = "1-0, 0-1, 1/2-1/2 or *";

    private ResultTag() {
    }

    /**
     * The result a record's tag and its final token give, where it stands; a tag of {@code ?} gives none.
     *
     * @param token the result
     * @param place where it is written, for a message
     */
    public record Said(ResultToken token, TextLocation place) {
    }

    /**
     * The tag line, ending in a break, of a game the rules ended ({@code reached}) or a player ended (the marks'
     * ending); empty text for a game that goes on.
     */
    public static String write(Optional<XiangqiResult> reached, MatchMarks marks) {
        return reached.map(XiangqiResult::toResult).or(marks::ending).map(ResultTag::token)
                .map(token -> "[" + NAME + " \"" + token.text() + "\"]\n").orElse("");
    }

    /** The token of an ending, the rules' or a player's. */
    private static ResultToken token(Result ending) {
        return ResultToken.ofWinner(ending.winnerIfAny(), FIRST);
    }

    /**
     * What the record's {@code Result} tag and the token ending its moves say, the token where both do.
     *
     * @throws TextFormatException at the tag when its value is not one of the four tokens (or {@code ?}) in quotes,
     *     or at the token when it disagrees with the tag
     */
    public static Optional<Said> read(RecordText record) {
        Optional<Header> tag = record.singleTag(NAME);
        Optional<Said> tagged = tag.flatMap(ResultTag::readTag);
        Optional<Token> last = RecordReading.termination(record);
        if (last.isEmpty()) {
            return tagged;
        }
        ResultToken token = ResultToken.parse(last.get().text()).orElseThrow();
        if (tagged.isPresent() && tagged.get().token() != token) {
            throw NotationErrors.at(last.get(), "the result " + token + " disagrees with the Result tag, "
                    + tagged.get().token() + ", on line " + tag.get().line());
        }
        return Optional.of(new Said(token, last.get().location()));
    }

    private static Optional<Said> readTag(Header tag) {
        String value = tag.quoted();
        if (value.equals("?")) {
            return Optional.empty();
        }
        ResultToken token = ResultToken.parse(value).orElseThrow(() -> NotationErrors.at(tag.values().get(0),
                "the Result tag is " + READ + ", not '" + value + "'"));
        return Optional.of(new Said(token, tag.values().get(0).location()));
    }

    /**
     * The marks of a record read, with its {@code Result} checked against the ending its moves reached or its
     * {@code result} line names; a result said of a game neither ended is read as the loser's resignation, or a
     * draw agreed, as PGN records of masters' games are.
     *
     * @param hint what to add to a disagreement with an ending the rules reached, or empty text
     * @throws TextFormatException at the result when it names another winner, or a draw where there was none
     */
    public static MatchMarks check(Optional<Said> said, Optional<XiangqiResult> reached, MatchMarks marks,
            String hint) {
        Optional<Said> decided = said.filter(s -> s.token() != ResultToken.UNDECIDED);
        if (decided.isEmpty()) {
            return marks;
        }
        Said result = decided.get();
        if (reached.isPresent()) {
            if (result.token() != token(reached.get().toResult())) {
                throw TextFormatException.at(result.place(), "the result " + result.token() + " disagrees with the"
                        + " moves, which end the game: " + reached.get().sentence() + hint);
            }
            return marks;
        }
        if (marks.ending().isPresent()) {
            Result ending = marks.ending().get();
            if (result.token() != token(ending)) {
                throw TextFormatException.at(result.place(), "the result " + result.token() + " disagrees with the"
                        + " result line, " + RecordLines.resultText(ending));
            }
            return marks;
        }
        return new MatchMarks(marks.offer(), Optional.of(ending(result.token())), marks.headers());
    }

    /** The player's ending a result alone says: the loser resigned, or the draw was agreed. */
    private static Result ending(ResultToken token) {
        if (token == ResultToken.DRAW) {
            return PlayerEnding.agreement();
        }
        Colour winner = token == ResultToken.FIRST_WINS ? Colour.RED : Colour.BLACK;
        return PlayerEnding.RESIGN.result(Optional.of(winner.side()), winner.opponent().side());
    }
}
