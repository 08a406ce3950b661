package org.tabula.xiangqi;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.MatchMarks;
import org.tabula.api.Move;
import org.tabula.api.OptionSpec;
import org.tabula.api.Outcome;
import org.tabula.api.RecordedMatch;
import org.tabula.engine.bots.BotTable;
import org.tabula.engine.provider.DescribedProvider;
import org.tabula.notation.Lines;
import org.tabula.notation.RecordText;
import org.tabula.xiangqi.model.Colour;
import org.tabula.xiangqi.model.Position;
import org.tabula.xiangqi.rules.GameState;
import org.tabula.xiangqi.rules.Limits;
import org.tabula.xiangqi.text.GameText;
import org.tabula.xiangqi.text.OptionTags;
import org.tabula.xiangqi.text.ResultTag;
import org.tabula.xiangqi.text.RecordReading;

/**
 * The xiangqi plugin: the game's description, options and bots, and the factory of its games.
 *
 * <p>Found by {@link java.util.ServiceLoader} under the id {@code xiangqi}. It keeps no state: the no-capture
 * limit is an option of each game, so two games never share it.
 */
public final class XiangqiProvider extends DescribedProvider<XiangqiGame> {

    /** The id hosts name the game by. */
    public static final String ID = "xiangqi";
    /** The option giving how many plies in a row without a capture draw the game; 0 for never. */
    public static final String NO_CAPTURE_LIMIT = "no-capture-limit";
    /** The option giving how many times the same position must stand for the repetition rulings; 0 for never. */
    public static final String REPETITION_LIMIT = "repetition-limit";

    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.integer(NO_CAPTURE_LIMIT, XiangqiGame.NO_CAPTURE_PLIES, "How many plies in a row, both sides"
                    + " counted, without a capture draw the game (120 = 60 moves a side, the natural limit of the"
                    + " Chinese and Asian rules); 0 means never."),
            OptionSpec.integer(REPETITION_LIMIT, XiangqiGame.REPETITIONS, "How many times the same position must"
                    + " stand since the last capture for the repetition rulings to end the game (perpetual check"
                    + " loses, then perpetual chase, else a draw); 0 means never, as when an arbiter rules instead."));

    /** The provider; {@link java.util.ServiceLoader} calls this. */
    public XiangqiProvider() {
        super(ID, "Xiangqi (Chinese chess)", "0.1.0", OPTIONS, Colour.RED.sides().inTurnOrder());
    }

    @Override
    public XiangqiGame newGame(GameOptions options) {
        return new XiangqiGame(Position.START, limits(options));
    }

    /** A game from a FEN, such as {@link XiangqiNotation#START_FEN}. */
    @Override
    public XiangqiGame fromPosition(String position, GameOptions options) {
        Objects.requireNonNull(position, "position");
        return new XiangqiGame(XiangqiNotation.parseFen(position), limits(options));
    }

    /**
     * A record read back: its option tags overruling {@code options}, its moves played through, its {@code offer}
     * and {@code result} lines as the marks, and its {@code Result} tag checked against the ending (a result the
     * moves and lines do not show read as a resignation or a draw agreed; see {@link ResultTag}).
     *
     * @throws org.tabula.api.TextFormatException when the text cannot be read, a tag names an option the game does
     *     not take, a move is refused (naming it), a line names an offer or ending after moves that already
     *     ended the game, or the {@code Result} tag names another ending
     */
    @Override
    public RecordedMatch readRecord(String record, GameOptions options) {
        Objects.requireNonNull(options, "options");
        GameText.GAME.check(Objects.requireNonNull(record, "record"));
        RecordText text = RecordReading.read(record);
        GameOptions named = OptionTags.read(text, options, OPTIONS, XiangqiProvider::limits);
        GameState game = GameText.play(text, limits(named));
        return new RecordedMatch(new XiangqiGame(game), GameText.marks(text, game));
    }

    /**
     * The record of a xiangqi game: the tag naming the game ({@link GameText#GAME}), the host's headers as tags
     * ({@link GameText#headerTags}), PGN's {@code Result} tag when the game is over ({@link ResultTag}), the tags of
     * its options not at their defaults, a {@code fen} line when it did
     * not begin from the usual start, its moves, then the marks' {@code offer} and {@code result} lines. A game of
     * another class is read through the contract: its moves taken back on a copy give its start.
     *
     * @throws IllegalArgumentException when the game is not a xiangqi game
     */
    @Override
    public String writeRecord(Game game, MatchMarks marks) {
        Objects.requireNonNull(marks, "marks");
        XiangqiGame own = own(game);
        return Lines.join(List.of(GameText.GAME.text())) + GameText.headerTags(marks.headers())
                + ResultTag.write(own.ending(), marks) + OptionTags.write(own.options(), OPTIONS)
                + XiangqiNotation.formatRecord(own.startPosition(),
                own.history(), marks);
    }

    /** Whether a record has the tag {@code [Game "Chinese Chess"]}, which every record written here has. */
    @Override
    public boolean claimsRecord(String record) {
        return GameText.GAME.namedIn(record);
    }

    /** The game as xiangqi's own class: itself, or one played through from its start with its moves. */
    private static XiangqiGame own(Game game) {
        Objects.requireNonNull(game, "game");
        if (game instanceof XiangqiGame own) {
            return own;
        }
        if (!ID.equals(game.gameId())) {
            throw new IllegalArgumentException("a " + game.gameId() + " game has no xiangqi record");
        }
        Game start = game.copy();
        while (!start.history().isEmpty()) {
            if (!start.undo().isAccepted()) {
                throw new IllegalArgumentException("the game refused to take back its move: " + start.history());
            }
        }
        XiangqiGame own = new XiangqiGame(XiangqiNotation.parseFen(start.position()), limits(game.options()));
        for (Move move : game.history()) {
            Outcome<Move> played = own.play(move.text());
            if (!played.isAccepted()) {
                throw new IllegalArgumentException("the game played " + move.text() + ", which xiangqi refuses: "
                        + played.refusal().message());
            }
        }
        return own;
    }

    @Override
    protected Optional<BotTable> bots() {
        return Optional.of(XiangqiBots.TABLE);
    }

    /** The options of a game with the given limits. */
    static GameOptions options(Limits limits) {
        return GameOptions.of(OPTIONS, Map.of(NO_CAPTURE_LIMIT, Integer.toString(limits.noCapture()),
                REPETITION_LIMIT, Integer.toString(limits.repetition())));
    }

    /** The limits the options give. @throws IllegalArgumentException when one is out of range */
    static Limits limits(GameOptions options) {
        Objects.requireNonNull(options, "options");
        int repetition = count(options, REPETITION_LIMIT);
        if (repetition == 1) {
            // Limits refuses it too, but without the option's name, which a host shows to whoever gave the value.
            throw new IllegalArgumentException("option " + REPETITION_LIMIT + " is 0 (never) or 2 or more times,"
                    + " not 1");
        }
        return new Limits(count(options, NO_CAPTURE_LIMIT), repetition);
    }

    private static int count(GameOptions options, String name) {
        long value = options.integer(name);
        if (value < 0 || value > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("option " + name + " is 0 (never) or a positive count, not " + value);
        }
        return (int) value;
    }
}
