package org.tabula.checkers.text;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.MatchMarks;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.PlayerEnding;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
import org.tabula.checkers.model.CheckersMove;
import org.tabula.checkers.model.CheckersResult;
import org.tabula.checkers.model.Colour;
import org.tabula.checkers.model.ParsedMove;
import org.tabula.checkers.model.PdnGame;
import org.tabula.checkers.model.Position;
import org.tabula.checkers.rules.DrawRules;
import org.tabula.checkers.rules.GameState;
import org.tabula.notation.Ascii;
import org.tabula.notation.GameLine;
import org.tabula.notation.Header;
import org.tabula.notation.HeaderTags;
import org.tabula.notation.NotationErrors;
import org.tabula.notation.ResultToken;
import org.tabula.notation.Token;

/**
 * A whole match to and from PDN, its record text: the game's side of {@link Pdn}, which reads and writes the text
 * but knows nothing of the rules.
 *
 * <p>Beside the standard tags, a record holds what the moves cannot show, each tag written only when it is so:
 * {@code FEN} and {@code SetUp "1"} for a game that did not begin from the start, {@code StartNoProgress} and
 * {@code StartPly} when its position text had counts other than 0, the options not at their default
 * ({@link OptionTags}), and the match's marks: {@code DrawOffer} ({@code black} or {@code white}) for an offer that
 * stands or stood when a player ended the game (so that an undo of the match read back puts it back), and
 * {@code Termination "time forfeit"} (PGN's word) for a game lost on time. A decisive result the moves do not
 * reach is read as the loser's resignation, a draw they do not reach as agreed; any other tag is kept with the
 * game and written back, but for one whose value is {@code ?}, which says nothing. PDN's {@code GameType} names
 * the game: {@code 21}, English draughts, is always written, and a record naming another game type is refused.
 */
public final class GameText {

    /** The tag of a standing draw offer, naming the side that made it. */
    static final String DRAW_OFFER = "DrawOffer";
    /** PGN's tag for how a game ended; {@link #TIME_FORFEIT} is the only value read here. */
    static final String TERMINATION = "Termination";
    /** The termination of a game lost on time. */
    static final String TIME_FORFEIT = "time forfeit";
    /** The plies without progress of the start position, when not 0. */
    static final String START_NO_PROGRESS = "StartNoProgress";
    /** The plies played before the start position, when not 0. */
    static final String START_PLY = "StartPly";

    /** The standard tags naming who played each side, which carry the host's players. */
    private static final Map<Side, String> SIDE_TAGS = Map.of(Colour.BLACK.side(), "Black", Colour.WHITE.side(),
            "White");
    private static final String GAME_TYPE = "GameType";
    /**
     * PDN's tag naming the game: 21 is English draughts, checkers. Found among the tags as PDN is read, so a
     * comment holding what looks like one names nothing.
     */
    public static final GameLine GAME = GameLine.tag(GAME_TYPE, "21", "checkers (GameType 21)").readBy(Pdn.READER);

    private GameText() {
    }

    /**
     * A record read back: the game its moves made and the match's marks.
     *
     * @param state the game, with the rules the record names
     * @param marks the draw offer and the player's ending the record names
     */
    public record Read(GameState state, MatchMarks marks) {
    }

    /**
     * Replays a game from PDN: its rules (the option tags overruling {@code given}), its start, its moves, then
     * its draw offer and its result.
     *
     * @throws TextFormatException when the text cannot be read, a move is refused (naming it by its place, with the
     *     reason), or a tag or the result says what the moves rule out
     */
    public static Read read(String text, DrawRules given) {
        Objects.requireNonNull(text, "text");
        GAME.check(text);
        Pdn.Read read = Pdn.read(text);
        PdnGame pdn = read.game();
        Position start = start(read);
        DrawRules draws = OptionTags.read(read, Objects.requireNonNull(given, "given"));
        Map<String, String> kept = new LinkedHashMap<>();
        boolean timeForfeit = false;
        for (Map.Entry<String, String> tag : pdn.tags().entrySet()) {
            String name = tag.getKey();
            if (is(name, TERMINATION) && Ascii.equalsIgnoreCase(tag.getValue(), TIME_FORFEIT)) {
                timeForfeit = true;
            } else if (!tag.getValue().equals("?") && !written(name)) {
                kept.put(name, tag.getValue());
            }
        }
        GameState game = new GameState(start, draws, kept);
        List<Token> moves = read.moves();
        for (int i = 0; i < moves.size(); i++) {
            Token token = moves.get(i);
            ParsedMove written = MoveText.parse(token.text()).orElseThrow();
            Outcome<Move> outcome = game.play(written, written.text(), false);
            if (!outcome.isAccepted()) {
                throw TextFormatException.atMove(i + 1, token.text(), token.location(),
                        withoutStop(outcome.refusal().message()));
            }
        }
        Optional<Header> offerTag = read.header(DRAW_OFFER);
        Optional<Colour> offer = offerTag.map(GameText::side);
        if (offer.isPresent() && game.result().isPresent()) {
            throw NotationErrors.at(offerTag.get().keyword(), "no draw offer from " + offer.get().word()
                    + " can stand: The game is over: " + game.result().get().sentence());
        }
        Optional<Result> ending = ending(game, pdn.result(), timeForfeit, resultPlace(read));
        return new Read(game, new MatchMarks(offer.map(Colour::side), ending, HeaderTags.read(pdn::tag, SIDE_TAGS)));
    }

    /** The player's ending the result says, or none once it is checked against the one the moves reached. */
    private static Optional<Result> ending(GameState game, String result, boolean timeForfeit, TextLocation place) {
        Optional<CheckersResult> reached = game.result();
        if (reached.isPresent()) {
            if (!result.equals(Pdn.UNDECIDED) && !result.equals(reached.get().token())) {
                throw TextFormatException.at(place, "the result " + result + " disagrees with the moves, which end"
                        + " the game: " + reached.get().sentence());
            }
            if (timeForfeit) {
                throw TextFormatException.at(place, "the game was not lost on time: its moves end it ("
                        + reached.get().sentence() + ")");
            }
            return Optional.empty();
        }
        if (result.equals(Pdn.UNDECIDED) || result.equals(Pdn.DRAW)) {
            if (timeForfeit) {
                throw TextFormatException.at(place, "a game lost on time has a winner, and the result is " + result);
            }
            return result.equals(Pdn.DRAW) ? Optional.of(PlayerEnding.agreement()) : Optional.empty();
        }
        Colour loser = result.equals(Pdn.BLACK_WINS) ? Colour.WHITE : Colour.BLACK;
        PlayerEnding ending = timeForfeit ? PlayerEnding.TIMEOUT : PlayerEnding.RESIGN;
        return Optional.of(ending.result(Optional.of(loser.opponent().side()), loser.side()));
    }

    /** Where the result stands: its token in the movetext, else the Result tag, else the start. */
    private static TextLocation resultPlace(Pdn.Read read) {
        return read.resultToken().map(Token::location)
                .or(() -> read.header("Result").map(header -> header.keyword().location()))
                .orElse(new TextLocation(1, 1));
    }

    /** The position the game begins from: its FEN tag and start counts, or the start. */
    private static Position start(Pdn.Read read) {
        Optional<Header> fen = read.header(Pdn.FEN);
        if (fen.isEmpty()) {
            for (String name : List.of(START_NO_PROGRESS, START_PLY)) {
                Optional<Header> count = read.header(name);
                if (count.isPresent()) {
                    throw NotationErrors.at(count.get().keyword(), "a " + name + " tag goes with a FEN tag, and"
                            + " there is none");
                }
            }
            return Position.START;
        }
        Token value = valueToken(fen.get(), read.game().tag(Pdn.FEN));
        Position position = Fen.read(value.text(), value.line(), value.column(), false);
        int noProgress = count(read, START_NO_PROGRESS, "plies without progress");
        int ply = count(read, START_PLY, "plies played");
        return new Position(position.board(), position.turn(), noProgress, ply);
    }

    private static int count(Pdn.Read read, String name, String what) {
        Optional<Header> header = read.header(name);
        if (header.isEmpty()) {
            return 0;
        }
        Token value = valueToken(header.get(), read.game().tag(name));
        if (value.text().isEmpty()) {
            throw TextFormatException.at(value.location(), "'" + what + "' is a whole number, and none is given");
        }
        return PositionCounts.read(value, what);
    }

    /** A tag's value, unquoted, where it begins inside its opening quote. */
    static Token valueToken(Header header, String value) {
        Token first = header.values().get(0);
        return new Token(value, new TextLocation(first.line(), first.column() + 1));
    }

    private static Colour side(Header header) {
        String value = header.quoted();
        if (value.equals("black")) {
            return Colour.BLACK;
        }
        if (value.equals("white")) {
            return Colour.WHITE;
        }
        throw NotationErrors.at(header.values().get(0), "a draw offer names the side that made it, black or white,"
                + " not '" + value + "'");
    }

    /** True for the tags the game writes itself, from its state rather than from what it was read with. */
    private static boolean written(String name) {
        return is(name, "Result") || is(name, GAME_TYPE) || is(name, Pdn.FEN) || is(name, Pdn.SET_UP) || is(name, DRAW_OFFER)
                || is(name, START_NO_PROGRESS) || is(name, START_PLY) || OptionTags.isOne(name);
    }

    private static boolean is(String name, String tag) {
        return Ascii.equalsIgnoreCase(name, tag);
    }

    /**
     * The game as PDN with the marks of its match: its kept tags, the tags of what its moves cannot show, its
     * moves and its result, the rules' own or the player's ending marked.
     *
     * @throws IllegalArgumentException when the marks end a game the rules already ended
     */
    public static String write(GameState game, MatchMarks marks) {
        Map<String, String> tags = new LinkedHashMap<>(game.tags());
        Position start = game.start();
        if (!start.isStart() || start.noProgress() != 0 || start.ply() != 0) {
            put(tags, Pdn.FEN, Fen.write(start.board(), start.turn()));
            put(tags, Pdn.SET_UP, "1");
        }
        if (start.noProgress() != 0) {
            put(tags, START_NO_PROGRESS, Integer.toString(start.noProgress()));
        }
        if (start.ply() != 0) {
            put(tags, START_PLY, Integer.toString(start.ply()));
        }
        OptionTags.write(game.draws(), tags);
        put(tags, GAME_TYPE, GAME.value());
        marks.offer().ifPresent(side -> put(tags, DRAW_OFFER, Colour.of(side).word()));
        // The host's headers overrule the tags the game was read with (a later session's players, say).
        HeaderTags.write(marks.headers(), SIDE_TAGS).forEach((name, value) -> put(tags, name, value));
        Optional<Result> marked = marks.ending();
        if (marked.isPresent() && game.result().isPresent()) {
            throw new IllegalArgumentException("the rules ended the game (" + game.result().get()
                    + "), so no player ended it: " + marked.get());
        }
        if (marked.flatMap(PlayerEnding::of).filter(PlayerEnding.TIMEOUT::equals).isPresent()) {
            put(tags, TERMINATION, TIME_FORFEIT);
        }
        List<String> moves = game.history().stream().map(CheckersMove::text).toList();
        String result = marked.map(GameText::token)
                .orElseGet(() -> game.result().map(CheckersResult::token).orElse(Pdn.UNDECIDED));
        return Pdn.write(new PdnGame(tags, moves, result));
    }

    /** The token of a player's ending, as {@link CheckersResult#token()} gives the rules' own: 1-0 for black. */
    private static String token(Result ending) {
        return ResultToken.ofWinner(ending.winnerIfAny(), Colour.BLACK.side()).text();
    }

    /** Sets a tag, replacing one of the same name in any case, which PDN would read as the same tag. */
    static void put(Map<String, String> tags, String name, String value) {
        tags.keySet().removeIf(key -> is(key, name));
        tags.put(name, value);
    }

    private static String withoutStop(String sentence) {
        return sentence.endsWith(".") ? sentence.substring(0, sentence.length() - 1) : sentence;
    }
}
