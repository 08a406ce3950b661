package org.tabula.royalur;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.Analysis;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.MatchMarks;
import org.tabula.api.OptionSpec;
import org.tabula.api.RecordedMatch;
import org.tabula.engine.bots.BotTable;
import org.tabula.engine.provider.DescribedProvider;
import org.tabula.notation.Ascii;
import org.tabula.royalur.model.Position;
import org.tabula.royalur.model.Seed;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;
import org.tabula.royalur.rules.GameState;
import org.tabula.royalur.rules.PositionFit;
import org.tabula.royalur.text.GameText;
import org.tabula.royalur.text.ReadGame;

/**
 * The Royal Game of Ur plugin: the game's description, options and bots, and the factory of its games.
 *
 * <p>Found by {@link java.util.ServiceLoader} under the id {@code royal-ur}. It keeps no state.
 */
public final class RoyalUrProvider extends DescribedProvider<RoyalUrGame> {

    /** The id hosts name the game by. */
    public static final String ID = "royal-ur";
    /** The option naming the rule set. */
    public static final String RULES = "rules";
    /** The option giving the seed the game throws its dice from. */
    public static final String SEED = "seed";
    /** The option naming the side that moves first. */
    public static final String FIRST = "first";
    /** The option giving the throws of the seed spent before the game's own. */
    public static final String OPENING = "opening";
    /** The option giving the cap of turns that draws the game. */
    public static final String PLY_CAP = "ply-cap";

    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.text(RULES, "finkel", "The rule set: finkel, masters, or five fields in order, such as"
                    + " route=long dice=3 zero_rolls=4 safe_rosettes=1 pieces=7."),
            OptionSpec.text(SEED, "", "The seed's bytes in hexadecimal, such as 5f1c9a: the game throws its own dice"
                    + " from it. Empty: the dice are thrown by the players and supplied."),
            OptionSpec.choice(FIRST, "light", "The side that moves first.", List.of("light", "dark")),
            OptionSpec.integer(OPENING, 0, "How many throws of the seed were spent deciding who moves first; the"
                    + " game's own throws come after them. Only with a seed: without one it is 0."),
            OptionSpec.integer(PLY_CAP, 0, "How many turns, both sides and lost turns counted, draw the game; 0"
                    + " means never."));

    /** The provider; {@link java.util.ServiceLoader} calls this. */
    public RoyalUrProvider() {
        super(ID, "The Royal Game of Ur", "0.1.0", OPTIONS, UrSide.LIGHT.sides().inTurnOrder());
    }

    @Override
    public RoyalUrGame newGame(GameOptions options) {
        UrRules rules = rules(options);
        UrSide first = first(options);
        return new RoyalUrGame(new GameState(rules, first, seed(options).orElse(null), opening(options),
                plyCap(options), Position.start(rules, first)));
    }

    /**
     * A game from a position text; the side to move there moved first, as far as this game knows.
     *
     * @throws org.tabula.api.TextFormatException when the text is not a position or does not fit the rule set
     */
    @Override
    public RoyalUrGame fromPosition(String position, GameOptions options) {
        Objects.requireNonNull(position, "position");
        Position start = UrNotation.parsePosition(position);
        UrRules rules = rules(options);
        Optional<String> misfit = PositionFit.misfit(start, rules);
        if (misfit.isPresent()) {
            throw org.tabula.api.TextFormatException.at(new org.tabula.api.TextLocation(1, 1), misfit.get());
        }
        return new RoyalUrGame(new GameState(rules, start.turn(), seed(options).orElse(null), opening(options),
                plyCap(options), start));
    }

    /**
     * A game played through from its record, with the resignation or timeout it marks. The record's rule set,
     * first side, seed, opening and cap of turns overrule the options; a record that names no cap (and no
     * {@code [result draw ply_cap]}) keeps the option's.
     *
     * @throws org.tabula.api.TextFormatException naming the wrong line, the refused turn, or a result the turns
     *     contradict (a {@code [result light resign]} after the turns already ended the game)
     */
    @Override
    public RecordedMatch readRecord(String record, GameOptions options) {
        Objects.requireNonNull(record, "record");
        ReadGame read = GameText.read(record, plyCap(options));
        return new RecordedMatch(new RoyalUrGame(read.state()), read.marks());
    }

    /**
     * Whether a record begins as every Ur record does, with the line of its rules ({@code [rules finkel]}): the game
     * is named by the rules it was played under, which no other game's record begins with.
     */
    @Override
    public boolean claimsRecord(String record) {
        String tag = "[rules ";
        if (record == null || !record.startsWith(tag)) {
            return false;
        }
        int end = record.indexOf(']');
        return end > 0 && UrRules.parse(record.substring(tag.length(), end)).isPresent();
    }

    /**
     * The record of a game (one of another implementation is written from its position and options): options not at their defaults ride in its header ({@code [rules]}, {@code [first]}, {@code [seed]},
     * {@code [opening]} as the seed writes them, {@code [ply_cap N]} Tabula's), and a resignation or timeout
     * marked is its {@code [result light resign]} or {@code [result dark timeout]}.
     *
     * @throws IllegalArgumentException for a game of another id, or a draw offer or a draw agreed, which the
     *     game does not have
     */
    @Override
    public String writeRecord(Game game, MatchMarks marks) {
        Objects.requireNonNull(marks, "marks");
        if (!ID.equals(Objects.requireNonNull(game, "game").gameId())) {
            throw new IllegalArgumentException("the Royal Game of Ur writes no " + game.gameId() + " game");
        }
        // Another implementation's game is written from its position, with its options: its moves carry no dice.
        RoyalUrGame ur = game instanceof RoyalUrGame own ? own : fromPosition(game.position(), game.options());
        return GameText.write(ur.state, marks);
    }

    /**
     * The exact chance to win with best play of the side to move, from the two-piece table, where each side has at
     * most two pieces left to bring home: before a throw with no best move (the moves wait on the roll), with a
     * roll standing with the moves that keep the best chance. Empty elsewhere, when the game is over, and in a
     * game with a cap of turns (which the table does not count).
     *
     * @throws IllegalArgumentException for a game of another id
     */
    @Override
    public Optional<Analysis> analyse(Game game) {
        if (!ID.equals(Objects.requireNonNull(game, "game").gameId())) {
            throw new IllegalArgumentException("the Royal Game of Ur analyses no " + game.gameId() + " game");
        }
        RoyalUrGame ur = game instanceof RoyalUrGame own ? own : fromPosition(game.position(), game.options());
        return UrAnalysis.of(ur.state);
    }

    /** False: the game is a race, and a match refuses every draw offer. */
    @Override
    public boolean drawsByAgreement() {
        return false;
    }

    @Override
    protected Optional<BotTable> bots() {
        return Optional.of(UrBots.TABLE);
    }

    /** The options of a game. */
    static GameOptions options(UrRules rules, Optional<Seed> seed, UrSide first, int opening, int plyCap) {
        return GameOptions.of(OPTIONS, Map.of(RULES, rules.text(), SEED, seed.map(Seed::hex).orElse(""),
                FIRST, first.word(), OPENING, Integer.toString(opening), PLY_CAP, Integer.toString(plyCap)));
    }

    private static UrRules rules(GameOptions options) {
        String text = Objects.requireNonNull(options, "options").get(RULES).strip();
        return UrRules.parse(Ascii.toLowerCase(text)).orElseThrow(() -> new IllegalArgumentException("option "
                + RULES + " is finkel, masters or five fields such as route=long dice=3 zero_rolls=4 safe_rosettes=1"
                + " pieces=7, not '" + text + "'"));
    }

    private static Optional<Seed> seed(GameOptions options) {
        String text = Ascii.toLowerCase(options.get(SEED).strip());
        if (text.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(Seed.parse(text).orElseThrow(() -> new IllegalArgumentException("option " + SEED
                + " is 1 to " + Seed.MAX_BYTES + " bytes in hexadecimal, two digits a byte, not '" + text + "'")));
    }

    private static UrSide first(GameOptions options) {
        return UrSide.ofWord(options.get(FIRST));
    }

    /** The opening counts the seed's throws, so without a seed there is none (and the record has no room for one). */
    private static int opening(GameOptions options) {
        int opening = count(options, OPENING);
        return seed(options).isEmpty() ? 0 : opening;
    }

    private static int plyCap(GameOptions options) {
        return count(options, PLY_CAP);
    }

    private static int count(GameOptions options, String name) {
        long value = options.integer(name);
        if (value < 0 || value > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("option " + name + " is 0 or more, not " + value);
        }
        return (int) value;
    }
}
