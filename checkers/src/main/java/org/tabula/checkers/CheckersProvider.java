package org.tabula.checkers;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.MatchMarks;
import org.tabula.api.OptionSpec;
import org.tabula.api.RecordedMatch;
import org.tabula.checkers.model.Colour;
import org.tabula.checkers.model.Position;
import org.tabula.checkers.rules.DrawRules;
import org.tabula.checkers.text.GameText;
import org.tabula.engine.bots.BotTable;
import org.tabula.engine.provider.DescribedProvider;

/**
 * The checkers plugin: English draughts' description, options and bots, and the factory of its games.
 *
 * <p>Found by {@link java.util.ServiceLoader} under the id {@code checkers}. It keeps no state. Positions are
 * read as FEN (with the two counts {@link CheckersGame#position()} adds, or without them), records as PDN, with
 * the options not at their default as tags of their own ({@code NoProgressLimit}, {@code RepetitionDraw}).
 */
public final class CheckersProvider extends DescribedProvider<CheckersGame> {

    /** The id hosts name the game by. */
    public static final String ID = "checkers";
    /** The option giving how many moves of each side with no capture and no man moved draw the game; 0 for never. */
    public static final String NO_PROGRESS_LIMIT = "no-progress-limit";
    /** The option saying whether the same position for the third time draws the game. */
    public static final String REPETITION_DRAW = "repetition-draw";

    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.integer(NO_PROGRESS_LIMIT, CheckersGame.NO_PROGRESS_MOVES, "How many moves of each side in a"
                    + " row with no capture and no man moved draw the game; 0 means never."),
            OptionSpec.bool(REPETITION_DRAW, true, "Whether the same position with the same side to move for the"
                    + " third time draws the game; false lets play go on, as many old records do."));

    /** The provider; {@link java.util.ServiceLoader} calls this. */
    public CheckersProvider() {
        super(ID, "Checkers (English draughts)", "0.1.0", OPTIONS, Colour.WHITE.sides().inTurnOrder());
    }

    @Override
    public CheckersGame newGame(GameOptions options) {
        return new CheckersGame(Position.START, draws(options), Map.of());
    }

    /** A game from a FEN, with or without the two counts; more than twelve pieces of a colour are allowed. */
    @Override
    public CheckersGame fromPosition(String position, GameOptions options) {
        Objects.requireNonNull(position, "position");
        return new CheckersGame(CheckersNotation.parsePosition(position), draws(options), Map.of());
    }

    /**
     * A game replayed from its PDN (the seed's {@code from_pdn}), its tags kept, with the rules its option tags
     * name; its draw offer and a result its moves do not reach come back as the match's marks.
     */
    @Override
    public RecordedMatch readRecord(String record, GameOptions options) {
        Objects.requireNonNull(record, "record");
        GameText.Read read = GameText.read(record, draws(options));
        return new RecordedMatch(new CheckersGame(read.state()), read.marks());
    }

    /** Whether a record has PDN's {@code [GameType "21"]}, which every record {@link #writeRecord} writes has. */
    @Override
    public boolean claimsRecord(String record) {
        return GameText.GAME.namedIn(record);
    }

    /** The game as PDN with the marks of its match; a game of another class is read by its moves first. */
    @Override
    public String writeRecord(Game game, MatchMarks marks) {
        Objects.requireNonNull(marks, "marks");
        return GameText.write(own(game).state(), marks);
    }

    @Override
    protected Optional<BotTable> bots() {
        return Optional.of(CheckersBots.TABLE);
    }

    /**
     * A checkers game as this plugin's class: itself, or another implementation's game played through again from
     * the start, or (when its moves do not lead from the start to where it stands) taken from its position.
     */
    private CheckersGame own(Game game) {
        Objects.requireNonNull(game, "game");
        if (game instanceof CheckersGame own) {
            return own;
        }
        if (!ID.equals(game.gameId())) {
            throw new IllegalArgumentException("a " + game.gameId() + " game is not checkers");
        }
        return replayed(game);
    }

    /** The options of a game played with the given draw rules. */
    static GameOptions options(DrawRules draws) {
        return GameOptions.of(OPTIONS, Map.of(NO_PROGRESS_LIMIT, Integer.toString(draws.noProgressMoves()),
                REPETITION_DRAW, Boolean.toString(draws.repetition())));
    }

    private static DrawRules draws(GameOptions options) {
        long limit = Objects.requireNonNull(options, "options").integer(NO_PROGRESS_LIMIT);
        // Counted in plies inside, so twice the moves must still fit an int.
        if (limit < 0 || limit > Integer.MAX_VALUE / 2) {
            throw new IllegalArgumentException("option " + NO_PROGRESS_LIMIT + " is 0 (no limit) or a positive"
                    + " number of moves, not " + limit);
        }
        return new DrawRules((int) limit, options.bool(REPETITION_DRAW));
    }
}
