package org.tabula.morris;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.tabula.api.Analysis;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.MatchMarks;
import org.tabula.api.OptionSpec;
import org.tabula.api.PrecomputedData;
import org.tabula.api.RecordedMatch;
import org.tabula.api.Status;
import org.tabula.engine.bots.BotTable;
import org.tabula.engine.provider.DescribedProvider;
import org.tabula.morris.family.Flying;
import org.tabula.morris.family.MillRules;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.Position;
import org.tabula.morris.text.GameText;

/**
 * The Nine Men's Morris plugin: the game's description, options and bots, and the factory of its games.
 *
 * <p>Found by {@link java.util.ServiceLoader} under the id {@code morris}. It keeps no state: the no-mill limit
 * the Perl original kept in a package variable is an option of each game here, so two games never share it.
 */
public final class MorrisProvider extends DescribedProvider<MorrisState> {

    /** The id hosts name the game by. */
    public static final String ID = "morris";
    /** The option saying whether a side down to three men flies. */
    public static final String FLYING = "flying";
    /** The option giving how many moves in a row without a mill draw the game; 0 for never. */
    public static final String NO_MILL_LIMIT = "no-mill-limit";
    /** The option naming the game of the mill family played: {@code nine}, {@code six}, {@code morabaraba}. */
    public static final String VARIANT = "variant";
    /** The option saying when men fly: the variant's own rule, never, at three men, or always. */
    public static final String FLYING_RULE = "flying-rule";
    /** The option saying which enemy men a mill takes: standard, strict or lenient. */
    public static final String REMOVAL = "removal";
    /** The option merging placing and moving, as Lasker Morris does. */
    public static final String LASKER = "lasker";
    /** The option turning the ending round: the side that would win loses. */
    public static final String MISERE = "misere";

    private static final List<OptionSpec> OPTIONS = Stream.concat(Stream.of(
            OptionSpec.bool(FLYING, true, "Whether a side with exactly three men left, none in hand, moves a man to"
                    + " any empty point."),
            OptionSpec.integer(NO_MILL_LIMIT, MorrisGame.NO_MILL_PLIES, "How many moves in a row, both sides"
                    + " counted, without a placement or capture draw the game; 0 means never.")),
            FamilyOptions.SPECS.stream()).toList();

    /** The provider; {@link java.util.ServiceLoader} calls this. */
    public MorrisProvider() {
        super(ID, "Nine Men's Morris", "0.1.0", OPTIONS, Colour.WHITE.sides().inTurnOrder());
    }

    @Override
    public MorrisState newGame(GameOptions options) {
        MillRules rules = seedGame(options);
        return new MorrisState(Position.START, flies(rules), rules.noMillLimit());
    }

    @Override
    public MorrisState fromPosition(String position, GameOptions options) {
        Objects.requireNonNull(position, "position");
        MillRules rules = seedGame(options);
        return new MorrisState(MorrisNotation.parsePosition(position), flies(rules), rules.noMillLimit());
    }

    /**
     * A game played through from its record, with its offer and player's ending as marks; the record's
     * {@code flying} line and its {@code # no-mill-limit} note overrule the options.
     */
    @Override
    public RecordedMatch readRecord(String record, GameOptions options) {
        MillRules rules = seedGame(options);
        return GameText.read(record, flies(rules), rules.noMillLimit(), MorrisState::new);
    }

    /**
     * The seed's record of a game with its match's marks. A morris game of another class is first played through
     * as a {@link MorrisState} (see {@link #asState}).
     *
     * @throws IllegalArgumentException when the game is not a morris game
     */
    @Override
    public String writeRecord(Game game, MatchMarks marks) {
        return GameText.write(asState(game).rulesState(), marks);
    }

    /** Whether a record has the note {@code # game morris}, which every record {@link #writeRecord} writes has. */
    @Override
    public boolean claimsRecord(String record) {
        return GameText.GAME.namedIn(record);
    }

    /**
     * A morris game as this plugin's state: itself when it is one; otherwise its moves played from the empty
     * board when they lead where it stands, else its position alone (the contract does not say where a game
     * began, so its repetitions before then are lost).
     */
    private MorrisState asState(Game game) {
        Objects.requireNonNull(game, "game");
        if (game instanceof MorrisState state) {
            return state;
        }
        if (!ID.equals(game.gameId())) {
            throw new IllegalArgumentException("morris writes morris, not " + game.gameId());
        }
        return replayed(game);
    }

    @Override
    protected Optional<BotTable> bots() {
        return Optional.of(MorrisBots.TABLE);
    }

    /**
     * The endgame tables' answer for a game going on in a solved subspace, with flying on (see
     * {@link MorrisEndgame}); empty elsewhere, for a game that is over, or without flying.
     *
     * @throws IllegalArgumentException when the game is not a morris game
     */
    @Override
    public Optional<Analysis> analyse(Game game) {
        Objects.requireNonNull(game, "game");
        if (!ID.equals(game.gameId())) {
            throw new IllegalArgumentException("morris analyses morris, not " + game.gameId());
        }
        return solvable(game).flatMap(MorrisEndgame::analyse);
    }

    /** The position of a morris game the tables may know: going on, with flying; else empty. */
    static Optional<Position> solvable(Game game) {
        if (!ID.equals(game.gameId()) || game.status() != Status.ACTIVE || !game.options().bool(FLYING)) {
            return Optional.empty();
        }
        return Optional.of(game instanceof MorrisState morris ? morris.toPosition()
                : MorrisNotation.parsePosition(game.position()));
    }

    /** The endgame tables, one part per subspace: see {@link MorrisEndgame#data()}. */
    @Override
    public Optional<PrecomputedData> precomputedData() {
        return Optional.of(MorrisEndgame.data());
    }

    /** The options of a game with the given flying rule and no-mill limit. */
    static GameOptions options(boolean flying, int noMillLimit) {
        return GameOptions.of(OPTIONS, Map.of(FLYING, Boolean.toString(flying),
                NO_MILL_LIMIT, Integer.toString(noMillLimit)));
    }

    /**
     * The rules the options describe, when they are the seed's game, which this plugin plays; the other games of
     * the mill family wait for their engine.
     *
     * @throws IllegalArgumentException when the options describe another game, or contradict each other
     */
    private static MillRules seedGame(GameOptions options) {
        MillRules rules = FamilyOptions.rules(options);
        if (!rules.isSeedGame()) {
            String named = options.notDefault(OPTIONS).entrySet().stream()
                    .map(option -> option.getKey() + "=" + option.getValue()).collect(Collectors.joining(", "));
            throw new IllegalArgumentException(rules.variant().title() + " (" + named + ") is not playable yet;"
                    + " for now morris plays the seed's Nine Men's Morris alone");
        }
        return rules;
    }

    /** Whether the seed's engine lets a side down to three men fly: the seed's game flies at three or never. */
    private static boolean flies(MillRules rules) {
        return rules.flying() == Flying.AT_THREE;
    }
}
