package org.tabula.dicerace;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.MatchMarks;
import org.tabula.api.OptionSpec;
import org.tabula.api.RecordedMatch;
import org.tabula.dicerace.rules.RaceState;
import org.tabula.dicerace.text.PositionText;
import org.tabula.engine.bots.BotTable;
import org.tabula.engine.bots.SeededRandomBot;
import org.tabula.engine.provider.DescribedProvider;
import org.tabula.notation.GameLine;
import org.tabula.notation.Header;
import org.tabula.notation.MoveListRecord;
import org.tabula.notation.NotationErrors;

/**
 * A dice race: two men a side, a die of 0 to 3 before every move, another turn on the rosette. The smallest
 * complete Tabula game, the example {@code docs/writing-a-game.md} walks through; published to ServiceLoader both
 * ways (module-info and META-INF/services).
 */
public final class DiceRaceProvider extends DescribedProvider<Game> {

    /** The id hosts name the game by. */
    public static final String ID = "dice-race";
    /** The option holding the seed the game draws its own rolls from. */
    public static final String SEED = "seed";
    static final String POSITION = "position";
    /**
     * The record, one step a line: {@code # game dice-race}, {@code seed 9} when the seed is not 0, the start's
     * {@code position} (its roll to come: a roll standing is the first roll line) when it is not the usual one, then
     * {@code roll 2} before each move ({@code a2}, {@code pass}), and the offer and result lines.
     */
    static final MoveListRecord RECORD = MoveListRecord.oneMoveALine(GameLine.note("#", "game", ID, "the dice race"),
            RaceState.SIDES).withHeaders(SEED, POSITION).withChance("roll");
    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.integer(SEED, 0, "The seed the game draws its own rolls from."));
    /** The description its games answer their id and sides from. */
    static final DiceRaceProvider PROVIDER = new DiceRaceProvider();

    /** The provider; ServiceLoader calls this. */
    public DiceRaceProvider() {
        super(ID, "Dice race", "0.1.0", OPTIONS, RaceState.SIDES);
    }

    @Override
    public Game newGame(GameOptions options) {
        return new DiceRaceGame(options, RaceState.START);
    }

    @Override
    public Game fromPosition(String position, GameOptions options) {
        return new DiceRaceGame(options, PositionText.read(Objects.requireNonNull(position, "position")));
    }

    @Override
    public RecordedMatch readRecord(String record, GameOptions options) {
        Objects.requireNonNull(options, "options");
        return RECORD.read(record, headers -> begun(headers, options));
    }

    /** The game a record's header lines begin; a seed the record names overrules the one the reader was given. */
    private Game begun(Map<String, Header> headers, GameOptions options) {
        GameOptions named = MoveListRecord.options(headers, options, OPTIONS);
        Header position = headers.get(POSITION);
        if (position == null) {
            return newGame(named);
        }
        RaceState start = PositionText.read(position.values(), position.keyword());
        if (start.roll() >= 0) {
            throw NotationErrors.at(position.values().get(2), "a record's start has its roll to come (-): a roll is"
                    + " a line of its own");
        }
        return new DiceRaceGame(named, start);
    }

    /** Whether a record has the note {@code # game dice-race}, which every record written here begins with. */
    @Override
    public boolean claimsRecord(String record) {
        return RECORD.game().namedIn(record);
    }

    @Override
    public String writeRecord(Game game, MatchMarks marks) {
        return own(game, DiceRaceGame.class).record(marks);
    }

    @Override
    protected Optional<BotTable> bots() {
        return Optional.of(BotTable.of("dice race").level("random", "Plays any legal move.",
                SeededRandomBot.throughContract(this)).build());
    }
}
