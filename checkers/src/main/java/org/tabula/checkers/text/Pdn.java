package org.tabula.checkers.text;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.BiFunction;
import org.tabula.api.TextFormatException;
import org.tabula.checkers.model.ParsedMove;
import org.tabula.checkers.model.PdnGame;
import org.tabula.notation.Ascii;
import org.tabula.notation.Header;
import org.tabula.notation.Line;
import org.tabula.notation.Lines;
import org.tabula.notation.NotationErrors;
import org.tabula.notation.NumberedMoves;
import org.tabula.notation.RecordReader;
import org.tabula.notation.RecordText;
import org.tabula.notation.ResultToken;
import org.tabula.notation.Token;
import org.tabula.notation.Tokens;

/**
 * Games as PDN: the PDN part of {@link org.tabula.checkers.CheckersNotation}, reading and writing text and knowing
 * nothing of the rules.
 *
 * <p>A game is its tags ({@code [Event "..."]}), a blank line, then its movetext: the moves numbered in pairs
 * ({@code 1. 11-15 23-18 2. 8-11}) and a result token. Comments in braces, which may run across lines, and
 * after a semicolon to the end of the line, are read and dropped; a comment is never written.
 */
public final class Pdn {

    /** The result token of a win for black, who moves first. */
    public static final String BLACK_WINS = ResultToken.FIRST_WINS.text();
    /** The result token of a win for white. */
    public static final String WHITE_WINS = ResultToken.SECOND_WINS.text();
    /** The result token of a draw. */
    public static final String DRAW = ResultToken.DRAW.text();
    /** The result token of a game that goes on. */
    public static final String UNDECIDED = ResultToken.UNDECIDED.text();

    /** The seven standard tags, in the order they are written. */
    static final List<String> STANDARD_TAGS = List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");
    /** The tag holding the FEN of a game that does not begin from the start. */
    public static final String FEN = "FEN";
    /** The tag saying that a game begins from its FEN. */
    public static final String SET_UP = "SetUp";
    /** The widest a line of movetext is written. */
    static final int WIDTH = 79;

    /** PDN as read: tags, and comments dropped; also how {@link GameText#GAME} finds the GameType tag. */
    static final RecordReader READER = RecordReader.plain().withTags().withComments();
    /** The characters around which a move may be spread over several tokens: {@code 23 x 14 x 7}. */
    private static final String JOINTS = "-xX";

    private Pdn() {
    }

    /**
     * A game read, with where its parts stand, for a game to replay and report on.
     *
     * @param game the tags, moves and result
     * @param moves each move's token, at its place
     * @param headers each tag's header, by name as written
     * @param resultToken the result token of the movetext, when it has one
     */
    public record Read(PdnGame game, List<Token> moves, Map<String, Header> headers, Optional<Token> resultToken) {

        /** The header of a tag, its name in any case, or empty. */
        Optional<Header> header(String name) {
            return headers.entrySet().stream().filter(entry -> Ascii.equalsIgnoreCase(entry.getKey(), name))
                    .map(Map.Entry::getValue).findFirst();
        }
    }

    /**
     * Reads one game.
     *
     * @throws TextFormatException at the place, for a tag that is not {@code [Name "value"]} or comes twice, a
     *     Result tag that is no result token, a comment never closed, a second game, a token of the movetext that
     *     is neither a move number nor a move (naming the move by its place), anything after the result token,
     *     or a result token that disagrees with the Result tag
     */
    public static Read read(String text) {
        RecordText record = READER.read(text);
        int firstMoveLine = record.body().isEmpty() ? Integer.MAX_VALUE : record.body().get(0).line();
        Map<String, String> tags = new LinkedHashMap<>();
        Map<String, Header> headers = new LinkedHashMap<>();
        Map<String, Header> byLowerName = new HashMap<>();
        for (Header header : record.headers()) {
            if (header.line() > firstMoveLine) {
                throw NotationErrors.at(header.keyword(), "a second game begins here, after the moves of the first;"
                        + " a record holds one game");
            }
            String name = header.keyword().text();
            if (!isTagName(name)) {
                throw NotationErrors.at(header.keyword(), "a tag's name is letters, digits and _, not '" + name + "'");
            }
            // Looked up by its lower case, not compared with every tag before it: 60,000 tags took 11 minutes.
            Header first = byLowerName.putIfAbsent(Ascii.toLowerCase(name), header);
            if (first != null) {
                throw NotationErrors.at(header.keyword(), "a second " + name + " tag; the first is on line "
                        + first.line());
            }
            tags.put(name, header.quoted());
            headers.put(name, header);
        }
        List<Token> moves = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        Token resultToken = null;
        for (Token token : NumberedMoves.moves(Tokens.joinedAround(record.body(), JOINTS))) {
            if (resultToken != null) {
                throw NotationErrors.at(token, "nothing follows the result " + resultToken.text() + ", but '"
                        + token.text() + "' does");
            }
            if (PdnResults.canonical(token.text()).isPresent()) {
                resultToken = token;
                continue;
            }
            int place = moves.size() + 1;
            if (MoveText.parse(token.text()).isEmpty()) {
                throw NotationErrors.atMove(place, token, "neither a move number nor a move");
            }
            moves.add(token);
            texts.add(token.text());
        }
        String result = result(tags, headers, resultToken);
        return new Read(new PdnGame(tags, texts, result), List.copyOf(moves), headers,
                Optional.ofNullable(resultToken));
    }

    /**
     * The result, as the seed writes it ({@link PdnResults}): the movetext's token, else the Result tag, else
     * {@code *}; the two must agree.
     */
    private static String result(Map<String, String> tags, Map<String, Header> headers, Token token) {
        Header tag = null;
        for (Map.Entry<String, Header> entry : headers.entrySet()) {
            if (Ascii.equalsIgnoreCase(entry.getKey(), "Result")) {
                tag = entry.getValue();
            }
        }
        String tagged = tag == null ? null : tags.get(tag.keyword().text());
        boolean given = tagged != null && !tagged.equals("?");
        Optional<String> fromTag = given ? PdnResults.canonical(tagged) : Optional.empty();
        if (given && fromTag.isEmpty()) {
            throw NotationErrors.at(tag.values().get(0), "the Result tag is " + PdnResults.READ + ", not '"
                    + tagged + "'");
        }
        if (token == null) {
            return fromTag.orElse(UNDECIDED);
        }
        String read = PdnResults.canonical(token.text()).orElseThrow();
        if (fromTag.isPresent() && !fromTag.get().equals(read)) {
            throw NotationErrors.at(token, "the result " + token.text() + " disagrees with the Result tag, "
                    + tagged + ", on line " + tag.line());
        }
        return read;
    }

    /**
     * Writes a game: the seven standard tags in order, {@code ?} for a missing one and the Result tag from the
     * result; then {@code FEN} and {@code SetUp} when present; then every other tag, sorted by name; a blank line;
     * the moves numbered in pairs (from {@code 1...} when the FEN has white to move), each in numeric notation,
     * wrapped at 79 columns; and the result token.
     *
     * @throws IllegalArgumentException naming the move by its place when one is not a move, or a tag whose name is
     *     not one word or whose value holds a line break
     */
    public static String write(PdnGame game) {
        List<String> lines = new ArrayList<>();
        Map<String, String> rest = new TreeMap<>();
        Map<String, String> standard = new LinkedHashMap<>();
        String fen = null;
        String setUp = null;
        for (Map.Entry<String, String> tag : game.tags().entrySet()) {
            String name = tag.getKey();
            checkName(name);
            Optional<String> known = STANDARD_TAGS.stream().filter(s -> Ascii.equalsIgnoreCase(s, name)).findFirst();
            if (known.isPresent()) {
                standard.put(known.get(), tag.getValue());
            } else if (Ascii.equalsIgnoreCase(name, FEN)) {
                fen = tag.getValue();
            } else if (Ascii.equalsIgnoreCase(name, SET_UP)) {
                setUp = tag.getValue();
            } else {
                rest.put(name, tag.getValue());
            }
        }
        for (String name : STANDARD_TAGS) {
            String value = name.equals("Result") ? game.result() : standard.getOrDefault(name, "?");
            lines.add(tag(name, value));
        }
        if (fen != null) {
            lines.add(tag(FEN, fen));
        }
        if (setUp != null) {
            lines.add(tag(SET_UP, setUp));
        }
        rest.forEach((name, value) -> lines.add(tag(name, value)));
        lines.add("");
        lines.addAll(movetext(game.moves(), whiteFirst(fen), game.result()));
        return Lines.join(lines);
    }

    private static void checkName(String name) {
        if (!isTagName(name)) {
            throw new IllegalArgumentException("a tag's name is letters, digits and _, not '" + name + "'");
        }
    }

    /** True for a name PDN (like PGN) allows a tag: ASCII letters, digits and underscores. */
    private static boolean isTagName(String name) {
        return !name.isEmpty() && name.chars().allMatch(c -> c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
                || c >= '0' && c <= '9' || c == '_');
    }

    private static String tag(String name, String value) {
        return "[" + name + " " + Header.quote(value) + "]";
    }

    /** True when a FEN tag's value begins with white to move, so that the first move is the second of its pair. */
    private static boolean whiteFirst(String fen) {
        return fen != null && fen.strip().startsWith("W");
    }

    private static List<String> movetext(List<String> moves, boolean whiteFirst, String result) {
        List<String> texts = NumberedMoves.written(moves, text -> MoveText.parse(text).map(ParsedMove::text));
        List<String> lines = new ArrayList<>(NumberedMoves.wrapped(texts, whiteFirst, WIDTH));
        if (lines.isEmpty()) {
            lines.add(result);
        } else {
            String last = lines.get(lines.size() - 1);
            if (last.length() + 1 + result.length() <= WIDTH) {
                lines.set(lines.size() - 1, last + " " + result);
            } else {
                lines.add(result);
            }
        }
        return lines;
    }

    /**
     * The games of a text holding several, each with the line it begins on: a game begins at its first tag line,
     * and a tag line after move text begins the next. A comment running across lines is not looked into. Never
     * throws for a string.
     *
     * @param source makes a game's value from the line it begins on and its text
     */
    public static <T> List<T> split(String text, BiFunction<Integer, String, T> source) {
        List<T> games = new ArrayList<>();
        List<Line> lines = Lines.split(text);
        int start = -1;
        boolean moves = false;
        for (int i = 0; i < lines.size(); i++) {
            Line line = lines.get(i);
            if (line.isBlank()) {
                continue;
            }
            boolean tag = line.text().stripLeading().startsWith("[");
            if (start < 0 || (tag && moves)) {
                if (start >= 0) {
                    games.add(source.apply(start + 1, joined(lines, start, i)));
                }
                start = i;
                moves = false;
            }
            moves |= !tag;
        }
        if (start >= 0) {
            games.add(source.apply(start + 1, joined(lines, start, lines.size())));
        }
        return List.copyOf(games);
    }

    private static String joined(List<Line> lines, int from, int to) {
        List<String> texts = new ArrayList<>(to - from);
        for (int i = from; i < to; i++) {
            texts.add(lines.get(i).text());
        }
        return Lines.join(texts);
    }
}
