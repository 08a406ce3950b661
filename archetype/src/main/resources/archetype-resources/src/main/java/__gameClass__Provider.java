package ${package};

import ${package}.bots.Choices;
import ${package}.rules.Board;
import ${package}.text.GameRecord;
import ${package}.text.PositionText;
import java.util.List;
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

/**
 * The game on three by three squares: cross moves first, three in a row wins, a full board draws.
 * Published to ServiceLoader both ways (module-info and META-INF/services).
 */
public final class ${gameClass}Provider extends DescribedProvider<${gameClass}Game> {

    /** The id hosts name the game by. */
    public static final String ID = "${gameId}";
    /** The game's name for people. */
    public static final String TITLE = "${gameTitle}";

    /** The note every record begins with, which names the game to a host given the record alone. */
    private static final GameLine NOTE = GameLine.note("#", "game", ID, TITLE);

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
        return new ${gameClass}Game(options, Board.EMPTY, List.of());
    }

    @Override
    public ${gameClass}Game fromPosition(String position, GameOptions options) {
        return new ${gameClass}Game(options, PositionText.read(Objects.requireNonNull(position, "position")), List.of());
    }

    @Override
    public RecordedMatch readRecord(String record, GameOptions options) {
        GameRecord.Read read = GameRecord.read(Objects.requireNonNull(record, "record"));
        return new RecordedMatch(new ${gameClass}Game(options, read.start(), read.moves()), read.marks());
    }

    @Override
    public boolean claimsRecord(String record) {
        return NOTE.namedIn(record);
    }

    @Override
    public String writeRecord(Game game, MatchMarks marks) {
        if (!ID.equals(game.gameId())) {
            throw new IllegalArgumentException("not a game of " + TITLE + ": " + game.gameId());
        }
        ${gameClass}Game own = game instanceof ${gameClass}Game ours ? ours : replayed(game);
        return GameRecord.write(NOTE, own.start(), own.moves(), Objects.requireNonNull(marks, "marks"));
    }

    @Override
    protected Optional<BotTable> bots() {
        return Optional.of(bots);
    }

    /** The board of a game a bot is asked to play, once api has checked that the bot may play it. */
    private Board board(Game game) {
        return Bot.gameToPlay(game, this, ${gameClass}Game.class).board();
    }
}
