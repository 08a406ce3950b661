package org.tabula.xiangqi;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.OptionSpec;
import org.tabula.api.Side;
import org.tabula.xiangqi.rules.Limits;
import org.tabula.xiangqi.text.GameText;

/**
 * The xiangqi plugin: the game's description, options and bots, and the factory of its games.
 *
 * <p>Found by {@link java.util.ServiceLoader} under the id {@code xiangqi}. It keeps no state: the no-capture
 * limit is an option of each game, so two games never share it.
 */
public final class XiangqiProvider implements GameProvider {

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
        // Nothing to set up: the provider keeps no state.
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Xiangqi (Chinese chess)";
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
        return List.of(Colour.RED.side(), Colour.BLACK.side());
    }

    @Override
    public XiangqiGame newGame() {
        return newGame(GameOptions.defaults(OPTIONS));
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

    @Override
    public XiangqiGame fromRecord(String record, GameOptions options) {
        return new XiangqiGame(GameText.read(record, limits(options)));
    }

    @Override
    public List<BotLevel> botLevels() {
        return XiangqiBots.levels();
    }

    @Override
    public Bot newBot(int level, long seed) {
        return XiangqiBots.bot(level, seed);
    }

    /** The options of a game with the given limits. */
    static GameOptions options(Limits limits) {
        return GameOptions.of(OPTIONS, Map.of(NO_CAPTURE_LIMIT, Integer.toString(limits.noCapture()),
                REPETITION_LIMIT, Integer.toString(limits.repetition())));
    }

    /** The limits the options give. @throws IllegalArgumentException when one is out of range */
    static Limits limits(GameOptions options) {
        Objects.requireNonNull(options, "options");
        return new Limits(count(options, NO_CAPTURE_LIMIT), count(options, REPETITION_LIMIT));
    }

    private static int count(GameOptions options, String name) {
        long value = options.integer(name);
        if (value < 0 || value > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("option " + name + " is 0 (never) or a positive count, not " + value);
        }
        return (int) value;
    }
}
