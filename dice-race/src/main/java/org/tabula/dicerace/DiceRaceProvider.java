package org.tabula.dicerace;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.MatchMarks;
import org.tabula.api.OptionSpec;
import org.tabula.api.RecordedMatch;
import org.tabula.api.Side;
import org.tabula.dicerace.bots.RandomBot;
import org.tabula.dicerace.rules.RaceState;
import org.tabula.dicerace.text.PositionText;
import org.tabula.dicerace.text.RaceRecord;
import org.tabula.dicerace.text.RecordRead;

/**
 * A dice race: two men a side, a die of 0 to 3 before every move, another turn on the rosette. The smallest
 * complete Tabula game, the example {@code docs/writing-a-game.md} walks through; published to ServiceLoader both
 * ways (module-info and META-INF/services).
 */
public final class DiceRaceProvider implements GameProvider {

    /** The id hosts name the game by. */
    public static final String ID = "dice-race";
    /** The option holding the seed the game draws its own rolls from. */
    public static final String SEED = "seed";

    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.integer(SEED, 0, "The seed the game draws its own rolls from."));

    /** The provider; ServiceLoader calls this. */
    public DiceRaceProvider() {
        // A provider keeps no state: everything of a game is in the game.
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Dice race";
    }

    @Override
    public String version() {
        return "0.1.0";
    }

    @Override
    public List<OptionSpec> options() {
        return OPTIONS;
    }

    @Override
    public List<Side> sides() {
        return RaceState.SIDES;
    }

    @Override
    public Game newGame(GameOptions options) {
        return new DiceRaceGame(options, RaceState.START);
    }

    @Override
    public Game fromPosition(String position, GameOptions options) {
        Objects.requireNonNull(position, "position");
        return new DiceRaceGame(options, PositionText.read(position));
    }

    @Override
    public RecordedMatch readRecord(String record, GameOptions options) {
        Objects.requireNonNull(record, "record");
        Objects.requireNonNull(options, "options");
        RecordRead read = RaceRecord.read(record);
        // A seed the record names overrules the one the reader was given, as every option in a record does.
        GameOptions named = read.seed().map(seed -> options.overruledBy(OPTIONS, Map.of(SEED, seed)))
                .orElse(options);
        return new RecordedMatch(new DiceRaceGame(named, read.start(), read.before(), read.moves(),
                read.now()), read.marks());
    }

    /** Whether a record has the note {@code # game dice-race}, which every record written here begins with. */
    @Override
    public boolean claimsRecord(String record) {
        return RaceRecord.GAME.namedIn(record);
    }

    @Override
    public String writeRecord(Game game, MatchMarks marks) {
        if (!(game instanceof DiceRaceGame race)) {
            throw new IllegalArgumentException("not a dice race: " + game.gameId());
        }
        return race.record(Objects.requireNonNull(marks, "marks"));
    }

    @Override
    public List<BotLevel> botLevels() {
        return List.of(RandomBot.LEVEL);
    }

    @Override
    public Bot newBot(int level, long seed) {
        if (level != RandomBot.LEVEL.level()) {
            throw new IllegalArgumentException("the dice race has one bot level, 1, not " + level);
        }
        return new RandomBot(this, seed);
    }
}
