package org.tabula.morris;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
import org.tabula.notation.Counts;
import org.tabula.notation.Header;
import org.tabula.notation.Line;
import org.tabula.notation.Lines;
import org.tabula.notation.NotationErrors;
import org.tabula.notation.NumberedMoves;
import org.tabula.notation.RecordReader;
import org.tabula.notation.RecordText;
import org.tabula.notation.TextLimits;
import org.tabula.notation.Token;
import org.tabula.notation.Tokens;

/**
 * Morris moves, positions and whole games as text.
 *
 * <p>A move is {@code d2} (a man placed), {@code d2-d3} (a man moved or flown), and either with {@code xa1} after
 * it when it closes a mill and takes the man on a1. A position is one line of six fields,
 * {@code W..........B............ w 8 8 0 2}: the 24 points in point order, the side to move, the men white and
 * black have yet to place, the plies since a mill was last closed and the plies played. A game is its moves
 * numbered in pairs, {@code 1. d2 f4}, after a {@code position} line when it did not begin from the empty board
 * and a {@code flying no} line when it is played without flying, and before an {@code offer} line when a draw
 * offer stands and a {@code result} line when it was resigned, timed out or agreed drawn.
 *
 * <p>Reading is lenient with case and white space; writing is canonical (lower-case moves, single spaces, every
 * line ending in {@code \n}), and a canonical text read and written again is the same text, byte for byte.
 * Whether a move is legal is not asked here.
 */
public final class MorrisNotation {

    /** The keyword of the line naming the position a game began from. */
    public static final String POSITION = "position";
    /** The keyword of the line saying whether a game is played with flying. */
    public static final String FLYING = "flying";
    /** The keyword of the line naming the side whose draw offer stands. */
    public static final String OFFER = "offer";
    /** The keyword of the line naming the winner (or draw) and the reason of an ending the moves cannot show. */
    public static final String RESULT = "result";

    /** Notes begin with {@code #}; the four keyword lines are headers; everything else is move text. */
    private static final RecordReader READER = RecordReader.plain().withNotes("#")
            .withKeywords(POSITION, FLYING, OFFER, RESULT);
    /** The same reader with no limits, for {@link #headerLocation(String, String)}, which never throws. */
    private static final RecordReader UNLIMITED_READER = READER.withLimits(TextLimits.NONE);
    /** The characters around which a move may be spread over several tokens: {@code d2 - d3 x a1}. */
    private static final String JOINTS = "-xX";
    private static final String[] COUNT_NAMES = {
        "white in hand", "black in hand", "plies since a mill", "plies played",
    };

    private MorrisNotation() {
    }

    // ---------------------------------------------------------------------------------------------- moves

    /**
     * Reads a move: {@code d2}, {@code d2-d3}, {@code d2xa1} or {@code d2-d3xa1}, in any case, with white space
     * forgiven around the {@code -} and the {@code x} and around the whole. Empty for anything that is not a move,
     * including {@code null}, a name that is no point and a move that names the same point twice. Never throws,
     * so it can be handed whatever a player typed.
     */
    public static Optional<MorrisMove> parseMove(String text) {
        if (text == null) {
            return Optional.empty();
        }
        MoveScanner scanner = new MoveScanner(text);
        scanner.skipSpace();
        int first = scanner.point();
        if (first < 0) {
            return Optional.empty();
        }
        int from = MorrisMove.NONE;
        int to = first;
        int remove = MorrisMove.NONE;
        scanner.skipSpace();
        if (scanner.take('-')) {
            scanner.skipSpace();
            from = first;
            to = scanner.point();
            if (to < 0) {
                return Optional.empty();
            }
            scanner.skipSpace();
        }
        if (scanner.take('x') || scanner.take('X')) {
            scanner.skipSpace();
            remove = scanner.point();
            if (remove < 0) {
                return Optional.empty();
            }
            scanner.skipSpace();
        }
        if (!scanner.atEnd()) {
            return Optional.empty();
        }
        if (from == to || remove == to || (from != MorrisMove.NONE && remove == from)) {
            return Optional.empty();
        }
        return Optional.of(new MorrisMove(from, to, remove));
    }

    /**
     * Writes a move, lower case with no spaces: {@code d2}, {@code d2-d3}, {@code d2xa1}, {@code d2-d3xa1}. The
     * same as {@link MorrisMove#text()}.
     *
     * @throws NullPointerException when there is no move
     */
    public static String formatMove(MorrisMove move) {
        Objects.requireNonNull(move, "there is no move to write");
        return move.text();
    }

    // ------------------------------------------------------------------------------------------ positions

    /**
     * Reads a position: six fields on one line, separated by white space, such as
     * {@code W..........B............ w 8 8 0 2}. The board's characters and the side letter are read in any case.
     * Lines after the first must be blank.
     *
     * @throws TextFormatException saying what is wrong and at which line and column, when the text is not a
     *     position, gives a side more than nine men (on the board and in hand) or a count over
     *     {@link Position#MAX_COUNT}, or is longer than {@link TextLimits#DEFAULT} allows; never any other
     *     exception for a string
     * @throws NullPointerException when there is no text
     */
    public static Position parsePosition(String text) {
        Objects.requireNonNull(text, "there is no text to read a position from");
        List<Line> lines = Lines.split(text, TextLimits.DEFAULT);
        if (lines.isEmpty() || lines.get(0).isBlank()) {
            throw TextFormatException.at(new TextLocation(1, 1), "there is no position");
        }
        for (Line line : lines.subList(1, lines.size())) {
            if (!line.isBlank()) {
                throw NotationErrors.at(line.tokens().get(0), "a position is one line; this is more");
            }
        }
        Line line = lines.get(0);
        return readPosition(line.tokens(), line.end());
    }

    /**
     * Writes a position as its canonical line: the 24 points ({@code W}, {@code B}, {@code .}), the side letter,
     * the men in each hand and the two counts, separated by single spaces, with no line break.
     *
     * @throws NullPointerException when there is no position
     */
    public static String formatPosition(Position position) {
        Objects.requireNonNull(position, "there is no position to write");
        StringBuilder text = new StringBuilder(40);
        for (int point = 0; point < Points.COUNT; point++) {
            int cell = position.cell(point);
            text.append(cell > 0 ? Colour.WHITE.glyph() : cell < 0 ? Colour.BLACK.glyph() : '.');
        }
        text.append(' ').append(position.turn().letter())
                .append(' ').append(position.whiteInHand())
                .append(' ').append(position.blackInHand())
                .append(' ').append(position.noMill())
                .append(' ').append(position.ply());
        return text.toString();
    }

    /** Reads the six fields of a position; {@code end} is where a missing field is reported. */
    private static Position readPosition(List<Token> fields, TextLocation end) {
        if (fields.isEmpty()) {
            throw TextFormatException.at(end, "there is no position: expected the 24 points, the side to move,"
                    + " the men in each hand and two counts");
        }
        Token board = fields.get(0);
        int white = 0;
        int black = 0;
        int point = 0;
        for (int i = 0; i < board.text().length(); ) {
            int c = board.text().codePointAt(i);
            if (point == Points.COUNT) {
                throw TextFormatException.at(board.at(point), "the board has more than 24 points");
            }
            switch (c) {
                case 'W', 'w' -> white |= 1 << point;
                case 'B', 'b' -> black |= 1 << point;
                case '.' -> { }
                default -> throw TextFormatException.at(board.at(point), "'" + new String(Character.toChars(c))
                        + "' is not a point: a point is W for a white man, B for a black one or . for none");
            }
            point++;
            i += Character.charCount(c);
        }
        if (point < Points.COUNT) {
            throw NotationErrors.after(board, "the board has " + point + " points, not 24");
        }
        if (fields.size() < 2) {
            throw NotationErrors.after(board, "the side to move (w or b) is missing");
        }
        Token side = fields.get(1);
        Colour turn;
        if (side.is("w")) {
            turn = Colour.WHITE;
        } else if (side.is("b")) {
            turn = Colour.BLACK;
        } else {
            throw NotationErrors.at(side, "the side to move is w or b, not '" + side.text() + "'");
        }
        int[] counts = new int[COUNT_NAMES.length];
        for (int c = 0; c < counts.length; c++) {
            if (fields.size() < 3 + c) {
                throw NotationErrors.after(fields.get(fields.size() - 1), "the field '" + COUNT_NAMES[c] + "' is missing");
            }
            counts[c] = Counts.read(fields.get(2 + c), COUNT_NAMES[c]);
            if (counts[c] > Position.MAX_COUNT) {
                // A count at the top of an int would overflow on the game's next move.
                throw NotationErrors.at(fields.get(2 + c), "'" + COUNT_NAMES[c] + "' is at most "
                        + Position.MAX_COUNT + ", not " + counts[c]);
            }
        }
        if (fields.size() > 6) {
            throw NotationErrors.at(fields.get(6), "a position has six fields; '" + fields.get(6).text()
                    + "' is one too many");
        }
        checkMen(Colour.WHITE, Integer.bitCount(white), counts[0], board, fields.get(2));
        checkMen(Colour.BLACK, Integer.bitCount(black), counts[1], board, fields.get(3));
        try {
            return new Position(white, black, turn, counts[0], counts[1], counts[2], counts[3]);
        } catch (IllegalArgumentException e) {
            // Every check Position makes is made above; this keeps the promise of no other exception.
            throw NotationErrors.at(board, "not a position: " + e.getMessage());
        }
    }

    private static void checkMen(Colour side, int onBoard, int inHand, Token board, Token hand) {
        if (onBoard > Position.MEN) {
            throw NotationErrors.at(board, side.word() + " has more than nine men: " + onBoard + " on the board");
        }
        if (onBoard + inHand > Position.MEN) {
            throw NotationErrors.at(hand, side.word() + " has more than nine men: " + onBoard
                    + " on the board and " + inHand + " in hand");
        }
    }

    // -------------------------------------------------------------------------------------------- records

    /**
     * Reads the moves of a game in the order they come, each with its text and place. Move numbers
     * ({@code 1.}, {@code 3...}, also glued as in {@code 1.d2}), line breaks, blank lines, notes (lines beginning
     * with {@code #}) and the {@code position}, {@code flying}, {@code offer} and {@code result} lines are
     * passed over. A move may be spread over tokens around its {@code -} and {@code x} ({@code d2 - d3}). A line
     * beginning with any other word is move text.
     *
     * @throws TextFormatException naming the move by its place in the game, its text, line and column, when it
     *     is not a move or is one more than {@link TextLimits#DEFAULT} allows; at the line and column, when the
     *     text or a line is longer than those limits allow
     * @throws NullPointerException when there is no text
     */
    public static List<RecordedMove> parseRecordMoves(String text) {
        return parseRecordMoves(readRecord(text));
    }

    /** A record's lines sorted into headers and move text, read once for the methods that take it. */
    static RecordText readRecord(String text) {
        return READER.read(text);
    }

    /** The moves of a record already read, as {@link #parseRecordMoves(String)}. */
    static List<RecordedMove> parseRecordMoves(RecordText record) {
        List<RecordedMove> moves = new ArrayList<>();
        List<Token> tokens = NumberedMoves.moves(Tokens.joinedAround(record.body(), JOINTS));
        TextLimits.DEFAULT.checkMoves(tokens);
        for (Token token : tokens) {
            int place = moves.size() + 1;
            MorrisMove move = parseMove(token.text())
                    .orElseThrow(() -> NotationErrors.atMove(place, token, "not a move"));
            moves.add(new RecordedMove(move, token.text(), token.location()));
        }
        return Collections.unmodifiableList(moves);
    }

    /**
     * Reads the moves of a game in the order they come, as {@link #parseRecordMoves(String)} does.
     *
     * @throws TextFormatException naming the move by its place when one cannot be read
     */
    public static List<MorrisMove> parseRecord(String text) {
        return parseRecordMoves(text).stream().map(RecordedMove::move).toList();
    }

    /**
     * The position a written game began from, or empty when it names none and so began from the empty board.
     *
     * @throws TextFormatException saying what is wrong, at its line and column, when the position line is not a
     *     position or comes twice
     */
    public static Optional<Position> recordPosition(String text) {
        return recordPosition(readRecord(text));
    }

    /** The start of a record already read, as {@link #recordPosition(String)}. */
    static Optional<Position> recordPosition(RecordText record) {
        return record.single(POSITION)
                .map(header -> readPosition(header.values(), header.end()));
    }

    /**
     * What a written game says beside its moves and its start: its {@code flying} line ({@code no} or
     * {@code yes}), its {@code offer} line (a side) and its {@code result} line (the winner or {@code draw}, then
     * {@code resign}, {@code timeout} or {@code agreement}), each empty when the game has none.
     *
     * @throws TextFormatException saying what is wrong, at its line and column, when one of those lines cannot
     *     be read or comes twice
     */
    public static RecordState recordState(String text) {
        return recordState(readRecord(text));
    }

    /** What a record already read says beside its moves, as {@link #recordState(String)}. */
    static RecordState recordState(RecordText record) {
        Optional<Boolean> flying = record.single(FLYING).map(MorrisNotation::readFlying);
        Optional<Colour> offer = record.single(OFFER).map(MorrisNotation::readOffer);
        Optional<RecordedResult> result = record.single(RESULT).map(MorrisNotation::readResult);
        return new RecordState(flying, offer, result);
    }

    /**
     * Where the line keyed by {@code keyword} ({@link #POSITION}, {@link #FLYING}, {@link #OFFER} or
     * {@link #RESULT}, in any case) begins: the line and column of its keyword, the first such line when there
     * are more. Empty when the record has no such line. Notes are passed over as when reading. Never throws for a
     * string, so a game can name the line its own objection is about.
     */
    public static Optional<TextLocation> headerLocation(String text, String keyword) {
        Objects.requireNonNull(keyword, "keyword");
        return UNLIMITED_READER.read(text).headers(keyword).stream().findFirst()
                .map(header -> header.keyword().location());
    }

    private static boolean readFlying(Header header) {
        List<Token> values = header.values();
        if (values.isEmpty()) {
            throw TextFormatException.at(header.end(), "flying is yes or no, and neither is given");
        }
        Token value = values.get(0);
        boolean flies;
        if (value.is("yes")) {
            flies = true;
        } else if (value.is("no")) {
            flies = false;
        } else {
            throw NotationErrors.at(value, "flying is yes or no, not '" + value.text() + "'");
        }
        nothingAfter(values, 1, "flying " + value.lowerCase());
        return flies;
    }

    private static Colour readOffer(Header header) {
        List<Token> values = header.values();
        if (values.isEmpty()) {
            throw TextFormatException.at(header.end(), "an offer names the side that made it, white or black, and none is"
                    + " given");
        }
        Colour side = colour(values.get(0)).orElseThrow(() -> NotationErrors.at(values.get(0),
                "an offer names the side that made it, white or black, not '" + values.get(0).text() + "'"));
        nothingAfter(values, 1, "offer " + side.word());
        return side;
    }

    private static RecordedResult readResult(Header header) {
        List<Token> values = header.values();
        if (values.isEmpty()) {
            throw TextFormatException.at(header.end(), "a result names the winner (white or black) or draw, then the reason,"
                    + " and neither is given");
        }
        Token who = values.get(0);
        Optional<Colour> winner = colour(who);
        if (winner.isEmpty() && !who.is("draw")) {
            throw NotationErrors.at(who, "a result names the winner, white or black, or draw, not '"
                    + who.text() + "'");
        }
        if (values.size() < 2) {
            throw NotationErrors.after(who, "a result names the reason after the winner: resign, timeout or"
                    + " agreement");
        }
        Token why = values.get(1);
        String reason = why.lowerCase();
        switch (reason) {
            case RecordedResult.RESIGN, RecordedResult.TIMEOUT -> {
                if (winner.isEmpty()) {
                    throw NotationErrors.at(why, "a game ended by " + reason + " has a winner, not a draw");
                }
            }
            case RecordedResult.AGREEMENT -> {
                if (winner.isPresent()) {
                    throw NotationErrors.at(who, "a game ended by agreement is a draw, not a win for "
                            + winner.get().word());
                }
            }
            default -> throw NotationErrors.at(why, "a result's reason is resign, timeout or agreement, not '"
                    + why.text() + "'");
        }
        nothingAfter(values, 2, "result " + who.lowerCase() + " " + reason);
        return new RecordedResult(winner, reason);
    }

    private static void nothingAfter(List<Token> values, int count, String line) {
        if (values.size() > count) {
            throw NotationErrors.at(values.get(count), "nothing follows '" + line + "', but '"
                    + values.get(count).text() + "' does");
        }
    }

    private static Optional<Colour> colour(Token token) {
        if (token.is("white")) {
            return Optional.of(Colour.WHITE);
        }
        if (token.is("black")) {
            return Optional.of(Colour.BLACK);
        }
        return Optional.empty();
    }

    /**
     * Writes a game: its {@code position} line when {@code start} is present and is not {@link Position#START},
     * its {@code flying no} line when the state says the game is played without flying, the moves numbered in
     * pairs from 1 ({@code 1... d2} first when the start has black to move), then its {@code offer} and
     * {@code result} lines when the state has them. Every line ends with {@code \n}; nothing at all is the empty
     * string.
     *
     * <p>A state that is not so cannot reach here: {@link RecordedResult} refuses a reason other than resign,
     * timeout or agreement, agreement with a winner, and resign or timeout without one.
     *
     * @throws IllegalArgumentException naming the move by its place when one is missing
     * @throws NullPointerException when the moves, the start or the state is missing
     */
    public static String formatRecord(List<MorrisMove> moves, Optional<Position> start, RecordState state) {
        Objects.requireNonNull(moves, "there are no moves to write");
        List<String> texts = new ArrayList<>(moves.size());
        for (int i = 0; i < moves.size(); i++) {
            MorrisMove move = moves.get(i);
            if (move == null) {
                throw new IllegalArgumentException("move " + (i + 1) + " is missing");
            }
            texts.add(move.text());
        }
        return write(texts, start, state);
    }

    /**
     * Writes a game from the moves' texts, each read as {@link #parseMove(String)} reads a move and written
     * canonically; otherwise as {@link #formatRecord(List, Optional, RecordState)}.
     *
     * <p>Named apart from {@code formatRecord} because a {@code List<String>} and a {@code List<MorrisMove>} are
     * one type to the virtual machine.
     *
     * @throws IllegalArgumentException naming the move by its place and text when one is not a move
     * @throws NullPointerException when the moves, the start or the state is missing
     */
    public static String formatRecordTexts(List<String> moves, Optional<Position> start, RecordState state) {
        Objects.requireNonNull(moves, "there are no moves to write");
        List<String> texts = new ArrayList<>(moves.size());
        for (int i = 0; i < moves.size(); i++) {
            String text = moves.get(i);
            int place = i + 1;
            texts.add(parseMove(text).map(MorrisMove::text).orElseThrow(() -> new IllegalArgumentException(
                    "move " + place + " (" + text + ") is not a move")));
        }
        return write(texts, start, state);
    }

    private static String write(List<String> moves, Optional<Position> start, RecordState state) {
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(state, "state");
        List<String> lines = new ArrayList<>();
        start.filter(position -> !position.equals(Position.START))
                .ifPresent(position -> lines.add(POSITION + " " + formatPosition(position)));
        if (state.playedWithoutFlying()) {
            lines.add(FLYING + " no");
        }
        boolean blackFirst = start.map(position -> position.turn() == Colour.BLACK).orElse(false);
        lines.addAll(NumberedMoves.pairs(moves, blackFirst));
        state.offer().ifPresent(side -> lines.add(OFFER + " " + side.word()));
        state.result().ifPresent(result -> lines.add(RESULT + " " + result.text()));
        return Lines.join(lines);
    }

    /** Reads a move's text from left to right. */
    private static final class MoveScanner {
        private final String text;
        private int index;

        MoveScanner(String text) {
            this.text = text;
        }

        void skipSpace() {
            while (index < text.length() && Character.isWhitespace(text.charAt(index))) {
                index++;
            }
        }

        boolean take(char c) {
            if (index < text.length() && text.charAt(index) == c) {
                index++;
                return true;
            }
            return false;
        }

        /** The point named at the cursor, moving past it, or -1 when none is. */
        int point() {
            if (index + 2 > text.length()) {
                return -1;
            }
            int point = Points.at(text, index);
            if (point >= 0) {
                index += 2;
            }
            return point;
        }

        boolean atEnd() {
            return index == text.length();
        }
    }
}
