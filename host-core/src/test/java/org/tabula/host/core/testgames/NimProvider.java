package org.tabula.host.core.testgames;

import java.util.List;
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
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;

/** Nim on one heap: each side in turn takes one to three stones; who takes the last wins (or loses, misère). */
public class NimProvider implements GameProvider {

    static final Side FIRST = Side.of("first");
    static final Side SECOND = Side.of("second");

    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.integer("stones", 7, "How many stones the heap starts with."),
            OptionSpec.bool("misere", false, "Whether taking the last stone loses instead of wins."));

    private static final List<BotLevel> LEVELS = List.of(
            new BotLevel(1, "random", "Takes any number it may."),
            new BotLevel(2, "perfect", "Leaves a multiple of four whenever it can."));

    /** The provider; ServiceLoader calls this. */
    public NimProvider() {
    }

    @Override
    public String id() {
        return "nim";
    }

    @Override
    public String title() {
        return "Nim";
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
        return List.of(FIRST, SECOND);
    }

    @Override
    public NimGame newGame(GameOptions options) {
        return new NimGame(options, (int) options.integer("stones"), 0);
    }

    /** A position is {@code stones/side}, such as {@code 5/second}. */
    @Override
    public Game fromPosition(String position, GameOptions options) {
        String[] parts = position.strip().split("/", -1);
        if (parts.length != 2 || !parts[0].matches("\\d{1,6}") || !sides().contains(sideOrNull(parts[1]))) {
            throw TextFormatException.at(new TextLocation(1, 1), "expected stones/side, such as 5/first");
        }
        return new NimGame(options, Integer.parseInt(parts[0]), parts[1].equals("first") ? 0 : 1);
    }

    /**
     * A record is the moves on one line, separated by spaces, from the usual start, with the lines of
     * {@link TestRecord} around them.
     */
    @Override
    public RecordedMatch readRecord(String record, GameOptions options) {
        TestRecord read = TestRecord.read(this, record, options);
        NimGame game = newGame(read.options());
        String moves = read.moves().strip();
        String[] words = moves.isEmpty() ? new String[0] : moves.split("\\s+");
        for (int i = 0; i < words.length; i++) {
            var outcome = game.play(words[i]);
            if (!outcome.isAccepted()) {
                throw TextFormatException.atMove(i + 1, words[i], new TextLocation(read.movesLine(), 1),
                        outcome.refusal().message());
            }
        }
        return new RecordedMatch(game, read.marks(sides(), game.status() == Status.FINISHED));
    }

    @Override
    public String writeRecord(Game game, MatchMarks marks) {
        return TestRecord.write(this, game.options(), String.join(" ", game.history().stream().map(Move::text)
                .toList()), marks);
    }

    @Override
    public List<BotLevel> botLevels() {
        return LEVELS;
    }

    @Override
    public Bot newBot(int level, long seed) {
        if (level < 1 || level > LEVELS.size()) {
            throw new IllegalArgumentException("nim has no bot level " + level);
        }
        return new NimBot(LEVELS.get(level - 1), seed);
    }

    private static Side sideOrNull(String id) {
        return id.matches("[a-z]+") ? Side.of(id) : null;
    }
}
