package org.tabula.api.testgame;

import java.util.List;
import java.util.Objects;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.MatchMarks;
import org.tabula.api.Move;
import org.tabula.api.OptionSpec;
import org.tabula.api.RecordedMatch;
import org.tabula.api.Side;
import org.tabula.api.Status;

/**
 * A dice race, the conformance kit's own test game: chance before every move and another turn on the rosette.
 * Found by ServiceLoader in this module's tests only; it is left out of the test jar other modules use.
 */
public final class DiceRaceProvider implements GameProvider {

    static final String ID = "dicerace";
    static final String SEED = "seed";

    private static final BotLevel RANDOM = new BotLevel(1, "random", "Plays any legal move.");
    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.integer(SEED, 0, "The seed the game draws its own rolls from."));

    /** The provider; ServiceLoader calls this. */
    public DiceRaceProvider() {
        // Nothing to set up.
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Dice race (a test game)";
    }

    @Override
    public String version() {
        return "0.0.1";
    }

    @Override
    public List<OptionSpec> options() {
        return OPTIONS;
    }

    @Override
    public List<Side> sides() {
        return DiceRaceGame.SIDES;
    }

    @Override
    public DiceRaceGame newGame(GameOptions options) {
        return new DiceRaceGame(Objects.requireNonNull(options, "options"), DiceRaceBoard.START);
    }

    @Override
    public DiceRaceGame fromPosition(String position, GameOptions options) {
        Objects.requireNonNull(position, "position");
        return new DiceRaceGame(Objects.requireNonNull(options, "options"), DiceRaceText.readPosition(position));
    }

    @Override
    public List<BotLevel> botLevels() {
        return List.of(RANDOM);
    }

    @Override
    public Bot newBot(int level, long seed) {
        if (level != RANDOM.level()) {
            throw new IllegalArgumentException("the dice race has one bot level, 1, not " + level);
        }
        return new Bot() {
            @Override
            public BotLevel level() {
                return RANDOM;
            }

            @Override
            public Move chooseMove(Game game) {
                if (game.status() != Status.ACTIVE || game.pendingChance().isPresent()) {
                    throw new IllegalStateException("no move is due");
                }
                List<? extends Move> legal = game.legalMoves();
                return legal.get((int) Math.floorMod(seed * 31 + game.ply() * 17L + game.position().hashCode(),
                        (long) legal.size()));
            }
        };
    }

    @Override
    public RecordedMatch readRecord(String record, GameOptions options) {
        Objects.requireNonNull(record, "record");
        return DiceRaceText.readRecord(record, Objects.requireNonNull(options, "options"));
    }

    @Override
    public String writeRecord(Game game, MatchMarks marks) {
        if (!(game instanceof DiceRaceGame race)) {
            throw new IllegalArgumentException("not a dice race: " + game.gameId());
        }
        return DiceRaceText.record(race, Objects.requireNonNull(marks, "marks"));
    }
}
