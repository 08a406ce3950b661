package org.tabula.morris;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
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
import org.tabula.morris.family.FamilyPosition;
import org.tabula.morris.family.FamilyState;
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
public final class MorrisProvider extends DescribedProvider<Game> {

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
    /** The description the family's games answer their id, sides and options from. */
    static final MorrisProvider PROVIDER = new MorrisProvider();

    /** The provider; {@link java.util.ServiceLoader} calls this. */
    public MorrisProvider() {
        super(ID, "Nine Men's Morris", "0.1.0", OPTIONS, Colour.WHITE.sides().inTurnOrder());
    }

    /** The variant's name ("Six Men's Morris"), "(misère)" after it under the misère rule. */
    @Override
    public String title(GameOptions options) {
        MillRules rules = FamilyOptions.rules(options);
        return rules.variant().title() + (rules.misere() ? " (misère)" : "");
    }

    /** The seed's game ({@link MorrisState}) for the seed's options, else the family's game they name. */
    @Override
    public Game newGame(GameOptions options) {
        MillRules rules = FamilyOptions.rules(options);
        if (rules.isSeedGame()) {
            return new MorrisState(Position.START, flies(rules), rules.noMillLimit());
        }
        return new MorrisFamilyGame(options, FamilyState.start(rules));
    }

    /**
     * A game from a position text: the seed's for the seed's options, else the family's ({@code six ....}). A text
     * naming another variant than the options' is refused, naming the option that reads it.
     */
    @Override
    public Game fromPosition(String position, GameOptions options) {
        Objects.requireNonNull(position, "position");
        MillRules rules = FamilyOptions.rules(options);
        FamilyPosition.checkVariant(rules, position);
        if (rules.isSeedGame()) {
            return new MorrisState(MorrisNotation.parsePosition(position), flies(rules), rules.noMillLimit());
        }
        return new MorrisFamilyGame(options, FamilyState.of(FamilyPosition.parse(rules, position)));
    }

    /**
     * A game played through from its record, with its offer and player's ending as marks. The seed's record (no
     * {@code variant} line, the seed's options): its {@code flying} line and its {@code # no-mill-limit} note
     * overrule the options. A family record ({@code variant six}) or family options: see {@link FamilyRecord}.
     */
    @Override
    public RecordedMatch readRecord(String record, GameOptions options) {
        Objects.requireNonNull(record, "record");
        MillRules rules = FamilyOptions.rules(options);
        if (!rules.isSeedGame() || FamilyRecord.isFamilys(record)) {
            return FamilyRecord.read(record, options);
        }
        return GameText.read(record, flies(rules), rules.noMillLimit(), MorrisState::new);
    }

    /**
     * The record of a game with its match's marks: the seed's for the seed's game, the family's otherwise. A morris
     * game of another class is first played through as one of this plugin's (see {@link #asState}).
     *
     * @throws IllegalArgumentException when the game is not a morris game
     */
    @Override
    public String writeRecord(Game game, MatchMarks marks) {
        if (game instanceof MorrisFamilyGame family) {
            return FamilyRecord.write(family, marks);
        }
        if (game instanceof MorrisState || !ID.equals(game.gameId()) || FamilyOptions.rules(game.options()).isSeedGame()) {
            return GameText.write(asState(game).rulesState(), marks);
        }
        return FamilyRecord.write(own(game, MorrisFamilyGame.class), marks);
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
        return (MorrisState) replayed(game);
    }

    @Override
    protected Optional<BotTable> bots() {
        return Optional.of(MorrisBots.TABLE);
    }

    /**
     * The solution's exact answer for a game going on under a solved variant's own rules (see
     * {@link MorrisSolved}); else the endgame tables' for a game going on in a solved subspace, with flying on (see
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
        Optional<Analysis> solved = MorrisSolved.analyse(game);
        return solved.isPresent() ? solved : solvable(game).flatMap(MorrisEndgame::analyse);
    }

    /** The position of a morris game the tables may know: going on, with flying; else empty. */
    static Optional<Position> solvable(Game game) {
        if (!ID.equals(game.gameId()) || game.status() != Status.ACTIVE || !game.options().bool(FLYING)
                || !FamilyOptions.rules(game.options()).isSeedGame()) {
            return Optional.empty();
        }
        return Optional.of(game instanceof MorrisState morris ? morris.toPosition()
                : MorrisNotation.parsePosition(game.position()));
    }

    /** The endgame tables, one part per subspace, and the solved games: see {@link MorrisEndgame#data()}. */
    @Override
    public Optional<PrecomputedData> precomputedData() {
        return Optional.of(MorrisEndgame.data());
    }

    /** The options of a game with the given flying rule and no-mill limit. */
    static GameOptions options(boolean flying, int noMillLimit) {
        return GameOptions.of(OPTIONS, Map.of(FLYING, Boolean.toString(flying),
                NO_MILL_LIMIT, Integer.toString(noMillLimit)));
    }

    /** Whether the seed's engine lets a side down to three men fly: the seed's game flies at three or never. */
    private static boolean flies(MillRules rules) {
        return rules.flying() == Flying.AT_THREE;
    }
}
