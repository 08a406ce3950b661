package ${package}.text;

import ${package}.rules.Board;
import ${package}.rules.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.MatchMarks;
import org.tabula.api.Outcome;
import org.tabula.api.PlayerEnding;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.notation.EndingLines;
import org.tabula.notation.GameLine;
import org.tabula.notation.Header;
import org.tabula.notation.Lines;
import org.tabula.notation.NotationErrors;
import org.tabula.notation.RecordReader;
import org.tabula.notation.RecordText;
import org.tabula.notation.Token;

/**
 * A record: the note naming the game first ({@code # game} and the id), which this reader passes over as it
 * passes over every line beginning with {@code #}; a {@code position} line with the start's {@link PositionText}
 * when the game did not begin at the usual start; one move a line; then {@code offer cross} and
 * {@code result nought resign} (or {@code timeout}, or {@code result draw agreement}) when the match has them, as
 * {@link EndingLines} reads them.
 */
public final class GameRecord {

    private static final String POSITION = "position";
    private static final String OFFER = "offer";
    private static final String RESULT = "result";
    private static final RecordReader READER = RecordReader.plain().withNotes("#")
            .withKeywords(POSITION, OFFER, RESULT);
    private static final List<String> SIDE_WORDS = Board.SIDES.stream().map(Side::id).toList();

    /**
     * A record as read.
     *
     * @param start the board the game began on
     * @param moves the moves played from it, in order
     * @param marks the offer and the player's ending the record names
     */
    public record Read(Board start, List<Square> moves, MatchMarks marks) {

        /** Keeps the moves unchangeable. */
        public Read {
            Objects.requireNonNull(start, "start");
            moves = List.copyOf(moves);
            Objects.requireNonNull(marks, "marks");
        }
    }

    private GameRecord() {
    }

    /** The record of a game begun at {@code start}, named by {@code game}, with the marks of its match. */
    public static String write(GameLine game, Board start, List<Square> moves, MatchMarks marks) {
        List<String> lines = new ArrayList<>(List.of(game.text()));
        if (!start.equals(Board.EMPTY)) {
            lines.add(POSITION + " " + PositionText.write(start));
        }
        moves.forEach(move -> lines.add(move.text()));
        marks.offer().ifPresent(offer -> lines.add(OFFER + " " + offer));
        marks.ending().ifPresent(ended -> lines.add(RESULT + " " + (ended.isDraw() ? "draw" : ended.winner().id())
                + " " + ended.reason()));
        return Lines.join(lines);
    }

    /**
     * A record read and played through from its start.
     *
     * @throws org.tabula.api.TextFormatException at the word that cannot be read, or naming the move refused
     */
    public static Read read(String text) {
        RecordText record = READER.read(text);
        Optional<Header> position = record.single(POSITION);
        Board start = position.map(line -> PositionText.read(line.values(), line.keyword())).orElse(Board.EMPTY);
        Board board = start;
        List<Square> moves = new ArrayList<>();
        for (Token word : record.body()) {
            Outcome<Square> played = board.read(word.text());
            if (!played.isAccepted()) {
                throw NotationErrors.atMove(moves.size() + 1, word, played.refusal().message());
            }
            moves.add(played.value());
            board = board.with(played.value());
        }
        List<Token> body = record.body();
        for (Header line : record.headers()) {
            boolean first = line.is(POSITION);
            if (!body.isEmpty() && (first ? line.line() > body.get(0).line()
                    : line.line() < body.get(body.size() - 1).line())) {
                throw NotationErrors.at(line.keyword(), "the " + line.name() + " line comes "
                        + (first ? "before" : "after") + " the moves");
            }
            if (!first && board.result().isPresent()) {
                throw NotationErrors.at(line.keyword(), "the " + line.name() + " line comes after the game is over");
            }
        }
        Optional<Side> offer = record.single(OFFER).map(line -> Side.of(EndingLines.readOffer(line, SIDE_WORDS)));
        Optional<Result> ending = record.single(RESULT).map(line -> ending(EndingLines.readResult(line, SIDE_WORDS)));
        return new Read(start, moves, new MatchMarks(offer, ending));
    }

    private static Result ending(EndingLines.Ending ending) {
        if (ending.winner().isEmpty()) {
            return PlayerEnding.agreement();
        }
        Side winner = Side.of(ending.winner().get());
        Side loser = Board.SIDES.get(1 - Board.SIDES.indexOf(winner));
        return ending.reason().equals(EndingLines.RESIGN) ? PlayerEnding.resign(loser, winner)
                : PlayerEnding.timeout(loser, winner);
    }
}
