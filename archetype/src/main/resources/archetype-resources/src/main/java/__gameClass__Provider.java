package ${package};

import ${package}.bots.Choices;
import ${package}.rules.Board;
import ${package}.rules.Square;
import ${package}.text.PositionText;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.Bot;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.MatchMarks;
import org.tabula.api.RecordedMatch;
import org.tabula.engine.bots.BotTable;
import org.tabula.engine.bots.SeededRandomBot;
import org.tabula.engine.provider.DescribedProvider;
import org.tabula.notation.GameLine;
import org.tabula.notation.MoveListRecord;

/**
 * The game on three by three squares: cross moves first, three in a row wins, a full board draws.
 * Published to ServiceLoader both ways (module-info and META-INF/services).
 */
public final class ${gameClass}Provider extends DescribedProvider<${gameClass}Game> {

    /** The id hosts name the game by. */
    public static final String ID = "${gameId}";
    /** The game's name for people. */
    public static final String TITLE = "${gameTitle}";

    /** The line that gives a start other than the empty board. */
    private static final String POSITION = "position";
    /**
     * The record: the note naming the game to a host given the record alone, a {@code position} line when the game
     * began elsewhere than on the empty board, one move a line, then the {@code offer} and {@code result} lines.
     */
    private static final MoveListRecord RECORD = MoveListRecord.oneMoveALine(GameLine.note("#", "game", ID, TITLE),
            Board.SIDES).withHeaders(POSITION);
    /** The description its games answer their id and sides from. */
    static final ${gameClass}Provider PROVIDER = new ${gameClass}Provider();

    /** The bot levels; a field, not a constant, because each bot checks its game through this provider. */
    private final BotTable bots = BotTable.of(ID)
            .level("random", "Marks any free square.",
                    (level, seed) -> new SeededRandomBot(level, seed, game -> Choices.any(board(game))))
            .level("alert", "Wins at once when it can, else blocks a row about to be won, else marks any square.",
                    (level, seed) -> new SeededRandomBot(level, seed, game -> Choices.alert(board(game))))
            .build();

    /** The provider; ServiceLoader calls this. */
    public ${gameClass}Provider() {
        super(ID, TITLE, "1.0", List.of(), Board.SIDES);
    }

    @Override
    public ${gameClass}Game newGame(GameOptions options) {
        return new ${gameClass}Game(options, Board.EMPTY);
    }

    @Override
    public ${gameClass}Game fromPosition(String position, GameOptions options) {
        return new ${gameClass}Game(options, PositionText.read(Objects.requireNonNull(position, "position")));
    }

    @Override
    public RecordedMatch readRecord(String record, GameOptions options) {
        Objects.requireNonNull(options, "options");
        return RECORD.read(record, headers -> new ${gameClass}Game(options, Optional.ofNullable(headers.get(POSITION))
                .map(line -> PositionText.read(line.values(), line.keyword())).orElse(Board.EMPTY)));
    }

    @Override
    public boolean claimsRecord(String record) {
        return RECORD.game().namedIn(record);
    }

    @Override
    public String writeRecord(Game game, MatchMarks marks) {
        ${gameClass}Game own = own(game, ${gameClass}Game.class);
        Map<String, String> headers = own.start().equals(Board.EMPTY) ? Map.of()
                : Map.of(POSITION, PositionText.write(own.start()));
        return RECORD.write(headers, own.history().stream().map(Square::text).toList(), false, marks);
    }

    @Override
    protected Optional<BotTable> bots() {
        return Optional.of(bots);
    }

    /** The board of a game a bot is asked to play, once api has checked that the bot may play it. */
    private Board board(Game game) {
        return Bot.gameToPlay(game, this, ${gameClass}Game.class).now();
    }
}
