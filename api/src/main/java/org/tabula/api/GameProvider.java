package org.tabula.api;

import java.util.List;
import java.util.Optional;

/**
 * A game plugin: the immutable description of one game and the factory of its games, found by
 * {@link java.util.ServiceLoader}.
 *
 * <p>A plugin publishes its provider both ways: {@code provides org.tabula.api.GameProvider with ...} in its
 * {@code module-info.java}, and a {@code META-INF/services/org.tabula.api.GameProvider} file for the class path.
 * A provider has a public no-argument constructor and keeps no state of its own.
 */
public interface GameProvider {

    /** The unique lower-case id hosts name the game by, such as {@code morris}. */
    String id();

    /** The game's name for people, such as "Nine Men's Morris". */
    String title();

    /** The version of the plugin. */
    String version();

    /** The options the game takes, each with its default; empty when it takes none. */
    default List<OptionSpec> options() {
        return List.of();
    }

    /** The sides, in the order the game names them (the first to move first, where the rules fix one). */
    List<Side> sides();

    /** The side with the given id. */
    default Side side(String id) {
        for (Side side : sides()) {
            if (side.id().equals(id)) {
                return side;
            }
        }
        throw new IllegalArgumentException(id() + " has no side '" + Printable.escape(id) + "'");
    }

    /** A new game from the usual start. */
    Game newGame(GameOptions options);

    /**
     * This game bound to a set of its options: the definition a host holds for one table.
     *
     * @throws IllegalArgumentException when the options are not this game's
     */
    default GameDefinition define(GameOptions options) {
        return new GameDefinition(this, options);
    }

    /** A new game from the usual start, every option at its default. */
    default Game newGame() {
        return newGame(GameOptions.defaults(options()));
    }

    /**
     * A new game beginning from a position text, with no earlier moves to take back.
     *
     * @throws TextFormatException when the text is not a position, naming where
     */
    Game fromPosition(String position, GameOptions options);

    /**
     * A record text read back: its moves played through with the options it names (they overrule
     * {@code options}), and the offer and player's ending it marks, which {@link Match#fromRecord} puts back.
     *
     * @throws TextFormatException when the text cannot be read, a move is refused, or a mark names an ending the
     *     moves already reached, naming the line or move
     */
    RecordedMatch readRecord(String record, GameOptions options);

    /**
     * The record text of a game with the marks of its match, in the game's own notation: its options where they
     * are not the defaults, its start where it is not the usual one, its moves, then the offer and the ending
     * marked; and the marks' {@link RecordHeaders} (date, players, seed) where the notation has a header for them,
     * nothing of those it has none for. {@link #readRecord} reads it back into the same game and marks, the
     * headers being those the notation kept.
     */
    String writeRecord(Game game, MatchMarks marks);

    /**
     * Whether a record names this game as the one it is a record of (morris's {@code # game morris} note, PDN's
     * {@code [GameType "21"]} tag, ...): how a host finds the game of a record it is given alone. It looks only at
     * what names the game, not at whether the rest can be read, and never throws. Every record
     * {@link #writeRecord} writes names its game; false for every text when the game's records name none.
     */
    default boolean claimsRecord(String record) {
        return false;
    }

    /** Whether the sides may agree a draw; a race with no draws says no, and a match refuses every offer. */
    default boolean drawsByAgreement() {
        return true;
    }

    /** The strengths of the game's bot, weakest first; empty when the game has no bot. */
    default List<BotLevel> botLevels() {
        return List.of();
    }

    /**
     * A bot at one of {@link #botLevels()}, deterministic from its seed.
     *
     * @throws IllegalArgumentException when there is no such level
     */
    default Bot newBot(int level, long seed) {
        throw new IllegalArgumentException(id() + " has no bot");
    }

    /**
     * What the game knows for certain about a game's position, such as an endgame table's answer; empty when it
     * knows nothing certain there (or has no such knowledge at all). It may take long the first time, while the
     * game computes what it needs (see {@link #precomputedData()}).
     *
     * @throws IllegalArgumentException when the game is not one of this provider's
     */
    default Optional<Analysis> analyse(Game game) {
        return Optional.empty();
    }

    /** The data the game computes once and a host may keep between runs; empty when it has none. */
    default Optional<PrecomputedData> precomputedData() {
        return Optional.empty();
    }
}
