package org.tabula.morris.text;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.TextLocation;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.Position;
import org.tabula.morris.model.RecordedMove;
import org.tabula.notation.NotationErrors;
import org.tabula.notation.NumberedMoves;
import org.tabula.notation.RecordReader;
import org.tabula.notation.RecordText;
import org.tabula.notation.TextLimits;
import org.tabula.notation.Token;
import org.tabula.notation.Tokens;

/**
 * A morris record's text sorted into its lines and read: the moves, the start and where a header line stands, the
 * work behind {@link org.tabula.morris.MorrisNotation}'s record readers.
 *
 * <p>The text is read into a {@link RecordText} once and each part taken from that, so a game replaying a long
 * record (see {@link GameText}) splits its lines only once. The lines beside the moves are read by
 * {@link RecordStateText}, the position line by {@link PositionText}.
 */
public final class RecordReading {

    /** Notes begin with {@code #}; the four keyword lines are headers; everything else is move text. */
    private static final RecordReader READER = RecordReader.plain().withNotes("#")
            .withKeywords(RecordKeywords.POSITION, RecordKeywords.FLYING, RecordKeywords.OFFER,
                    RecordKeywords.RESULT);
    /** The same reader with no limits, for {@link #headerLocation(String, String)}, which never throws. */
    private static final RecordReader UNLIMITED_READER = READER.withLimits(TextLimits.NONE);
    /** The characters around which a move may be spread over several tokens: {@code d2 - d3 x a1}. */
    private static final String JOINTS = "-xX";
    /** The token standing for a side's move left out, as in {@code 1. ... d2}; read as nothing. */
    private static final String PLACEHOLDER = "...";

    private RecordReading() {
    }

    /** A record's lines sorted into headers and move text, read once for the methods that take it. */
    public static RecordText read(String text) {
        return READER.read(text);
    }

    /** The moves of a record already read, as {@link org.tabula.morris.MorrisNotation#parseRecordMoves(String)}. */
    public static List<RecordedMove> moves(RecordText record) {
        List<RecordedMove> moves = new ArrayList<>();
        List<Token> tokens = NumberedMoves.moves(Tokens.joinedAround(record.body(), JOINTS));
        TextLimits.DEFAULT.checkMoves(tokens);
        for (Token token : tokens) {
            if (token.text().equals(PLACEHOLDER)) {
                continue;
            }
            int place = moves.size() + 1;
            MorrisMove move = MoveText.parse(token.text())
                    .orElseThrow(() -> NotationErrors.atMove(place, token, "not a move"));
            moves.add(new RecordedMove(move, token.text(), token.location()));
        }
        return Collections.unmodifiableList(moves);
    }

    /** The start of a record already read, as {@link org.tabula.morris.MorrisNotation#recordPosition(String)}. */
    public static Optional<Position> start(RecordText record) {
        return record.single(RecordKeywords.POSITION)
                .map(header -> PositionText.read(header.values(), header.end()));
    }

    /** Where a header line begins; as {@link org.tabula.morris.MorrisNotation#headerLocation(String, String)}. */
    public static Optional<TextLocation> headerLocation(String text, String keyword) {
        Objects.requireNonNull(keyword, "keyword");
        return UNLIMITED_READER.read(text).headers(keyword).stream().findFirst()
                .map(header -> header.keyword().location());
    }
}
