package org.tabula.xiangqi.text;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.tabula.api.MatchMarks;
import org.tabula.notation.Header;
import org.tabula.notation.NotationErrors;
import org.tabula.notation.RecordReader;
import org.tabula.notation.RecordText;
import org.tabula.notation.ResultToken;
import org.tabula.notation.Token;
import org.tabula.xiangqi.model.Position;
import org.tabula.xiangqi.model.RecordedMove;
import org.tabula.xiangqi.model.XiangqiMove;

/**
 * A record's text read into its parts, once: the moves, the start, the offer and result lines. What
 * {@link org.tabula.xiangqi.XiangqiNotation} answers about a record, and what a game played through from one stands on.
 */
public final class RecordReading {

    /** A record as read: notes, keywords, tags, comments; also how {@link GameText#GAME} finds the Game tag. */
    static final RecordReader READER = RecordReader.plain().withNotes("#")
            .withKeywords(RecordKeywords.FEN, RecordKeywords.OFFER, RecordKeywords.RESULT).withTags().withComments();

    private RecordReading() {
    }

    /** The text of a record as read, once, for the game to take its parts from. */
    public static RecordText read(String text) {
        return READER.read(text);
    }

    /**
     * The moves of a record read, each with its text and place; see {@link
     * org.tabula.xiangqi.XiangqiNotation#parseRecordMoves}.
     */
    public static List<RecordedMove> moves(RecordText record) {
        List<Token> body = record.moves();
        int count = termination(body).isPresent() ? body.size() - 1 : body.size();
        List<RecordedMove> moves = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            Token token = body.get(i);
            int place = moves.size() + 1;
            XiangqiMove move = Iccs.parse(token.text())
                    .orElseThrow(() -> NotationErrors.atMove(place, token, "not a move: a move is written in ICCS,"
                            + " such as h2e2"));
            moves.add(new RecordedMove(move, token.text(), token.location()));
        }
        return Collections.unmodifiableList(moves);
    }

    /** The result token ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code *}) ending a record's moves, if any. */
    public static Optional<Token> termination(RecordText record) {
        return termination(record.moves());
    }

    private static Optional<Token> termination(List<Token> moves) {
        return moves.isEmpty() ? Optional.empty()
                : Optional.of(moves.get(moves.size() - 1)).filter(last -> ResultToken.parse(last.text()).isPresent());
    }

    /** The start a record read names, if any; see {@link org.tabula.xiangqi.XiangqiNotation#recordStart(String)}. */
    public static Optional<Position> start(RecordText record) {
        List<Header> starts = record.headers(RecordKeywords.FEN);
        if (starts.size() > 1) {
            throw NotationErrors.at(starts.get(1).keyword(), "a second start position; the first is on line "
                    + starts.get(0).line());
        }
        return starts.stream().findFirst().map(RecordReading::readStart);
    }

    private static Position readStart(Header header) {
        List<Token> values = new ArrayList<>(header.values());
        // A tag quotes its FEN: [FEN "rnbakabnr/... w - - 0 1"].
        if (!values.isEmpty() && values.get(0).text().startsWith("\"")) {
            Token first = values.get(0);
            if (first.length() == 1) {
                values.remove(0);
            } else {
                values.set(0, first.from(1));
            }
        }
        if (!values.isEmpty()) {
            Token last = values.get(values.size() - 1);
            if (last.text().endsWith("\"")) {
                String inside = last.text().substring(0, last.text().length() - 1);
                if (inside.isEmpty()) {
                    values.remove(values.size() - 1);
                } else {
                    values.set(values.size() - 1, new Token(inside, last.location()));
                }
            }
        }
        return Fen.read(values, header.end());
    }

    /**
     * The offer and result lines of a record read, as the match's marks; see {@link
     * org.tabula.xiangqi.XiangqiNotation#recordState}. PGN's {@code [Result "1-0"]} tag is not the {@code result} line
     * (see {@link ResultTag}).
     */
    public static MatchMarks marks(RecordText record) {
        return new MatchMarks(record.singleLine(RecordKeywords.OFFER).map(RecordLines::readOffer),
                record.singleLine(RecordKeywords.RESULT).map(RecordLines::readResult));
    }
}
