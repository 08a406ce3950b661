package org.tabula.host.core.testgames;

import java.util.List;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.MatchMarks;
import org.tabula.api.OptionSpec;
import org.tabula.api.RecordedMatch;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;

/** A dice race between red and black, a test game for chance and for turns that do not alternate. */
public final class RaceProvider implements GameProvider {

    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.integer("goal", 10, "The square a counter must reach to win."),
            OptionSpec.integer("seed", 0, "0: the host rolls the die; otherwise the game rolls it from this seed."));

    private static final List<BotLevel> LEVELS = List.of(
            new BotLevel(1, "timid", "Moves one square."),
            new BotLevel(2, "bold", "Moves as far as the roll allows."),
            new BotLevel(3, "patient", "Thinks until told to stop, then moves as far as it may."));

    /** The provider; ServiceLoader calls this. */
    public RaceProvider() {
    }

    @Override
    public String id() {
        return "race";
    }

    @Override
    public String title() {
        return "Dice Race";
    }

    @Override
    public String version() {
        return "1.0-test";
    }

    @Override
    public List<OptionSpec> options() {
        return OPTIONS;
    }

    @Override
    public List<Side> sides() {
        return List.of(RaceGame.RED, RaceGame.BLACK);
    }

    @Override
    public RaceGame newGame(GameOptions options) {
        return new RaceGame(options, new int[2], 0, 0);
    }

    /** A position is {@code red/black/side/roll}, such as {@code 3/5/black/-}. */
    @Override
    public Game fromPosition(String position, GameOptions options) {
        String[] parts = position.strip().split("/", -1);
        if (parts.length != 4 || !parts[0].matches("\\d{1,4}") || !parts[1].matches("\\d{1,4}")
                || !parts[2].matches("red|black") || !parts[3].matches("-|[123]")) {
            throw TextFormatException.at(new TextLocation(1, 1), "expected red/black/side/roll, such as 3/5/black/-");
        }
        return new RaceGame(options, new int[] {Integer.parseInt(parts[0]), Integer.parseInt(parts[1])},
                parts[2].equals("red") ? 0 : 1, parts[3].equals("-") ? 0 : Integer.parseInt(parts[3]));
    }

    /**
     * A record is {@code ROLL:+STEPS} tokens on one line, then perhaps {@code ROLL:} for a roll not yet moved on,
     * with the lines of {@link TestRecord} around them.
     */
    @Override
    public RecordedMatch readRecord(String record, GameOptions options) {
        TestRecord read = TestRecord.read(this, record, options);
        RaceGame game = newGame(read.options());
        int column = 1;
        String[] tokens = read.moves().split(" ", -1);
        for (int i = 0; i < tokens.length; i++) {
            String token = tokens[i].strip();
            TextLocation at = new TextLocation(read.movesLine(), column);
            column += tokens[i].length() + 1;
            if (token.isEmpty()) {
                continue;
            }
            int colon = token.indexOf(':');
            if (colon < 0) {
                throw TextFormatException.atMove(i + 1, token, at, "expected ROLL:+STEPS");
            }
            var rolled = game.supplyChance(token.substring(0, colon));
            if (!rolled.isAccepted()) {
                throw TextFormatException.atMove(i + 1, token, at, rolled.refusal().message());
            }
            String move = token.substring(colon + 1);
            if (move.isEmpty() && i == tokens.length - 1) {
                break;
            }
            var played = game.play(move);
            if (!played.isAccepted()) {
                throw TextFormatException.atMove(i + 1, token, at, played.refusal().message());
            }
        }
        return new RecordedMatch(game, read.marks(sides(), game.status() == Status.FINISHED));
    }

    @Override
    public String writeRecord(Game game, MatchMarks marks) {
        if (!(game instanceof RaceGame race)) {
            throw new IllegalArgumentException("not a race of this provider: " + game);
        }
        return TestRecord.write(this, game.options(), race.moves(), marks) + "\n";
    }

    /** A race has no draw: the sides race to the end. */
    @Override
    public boolean drawsByAgreement() {
        return false;
    }

    @Override
    public List<BotLevel> botLevels() {
        return LEVELS;
    }

    @Override
    public Bot newBot(int level, long seed) {
        if (level < 1 || level > LEVELS.size()) {
            throw new IllegalArgumentException("race has no bot level " + level);
        }
        return new RaceBot(LEVELS.get(level - 1));
    }
}
