package org.tabula.api;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A game plugin: the immutable description of one game and the factory of its games, found by
 * {@link java.util.ServiceLoader}.
 *
 * <p>A plugin publishes its provider both ways: {@code provides org.tabula.api.GameProvider with ...} in its
 * {@code module-info.java}, and a {@code META-INF/services/org.tabula.api.GameProvider} file for the class path.
 * A provider has a public no-argument constructor and keeps no state of its own.
 *
 * @since 0.1.0
 */
public interface GameProvider {

    /**
     * The unique lower-case id hosts name the game by, such as {@code morris}.
     *
     * @return the game's id, unique among the installed games
     */
    String id();

    /**
     * The game's name for people, such as "Nine Men's Morris".
     *
     * @return the game's title
     */
    String title();

    /**
     * The name for people of the game these options make, for a host's header: a plugin that plays several games
     * (morris's variants) names the one chosen, "Six Men's Morris"; by default {@link #title()}.
     *
     * @param options options of this game, each given or at its default
     * @return the title of the game the options make
     * @since 0.2.0
     */
    default String title(GameOptions options) {
        return title();
    }

    /**
     * The version of the plugin.
     *
     * @return the plugin's version, such as {@code 0.1.0}
     */
    String version();

    /**
     * The options the game takes, each with its default; empty when it takes none.
     *
     * @return the options, in the order hosts list them
     */
    default List<OptionSpec> options() {
        return List.of();
    }

    /**
     * The sides, in the order the game names them (the first to move first, where the rules fix one).
     *
     * @return the sides, in turn order at the start
     */
    List<Side> sides();

    /**
     * The side with the given id.
     *
     * @param id a side's id, such as {@code white}
     * @return the game's side of that id
     */
    default Side side(String id) {
        for (Side side : sides()) {
            if (side.id().equals(id)) {
                return side;
            }
        }
        throw new IllegalArgumentException(id() + " has no side '" + Printable.escape(id) + "'");
    }

    /**
     * A new game from the usual start.
     *
     * @param options the game's options, as {@link GameOptions#of} makes them
     * @return a new game at the start
     */
    Game newGame(GameOptions options);

    /**
     * This game bound to a set of its options: the definition a host holds for one table.
     *
     * @param options options made for this game
     * @return the game's definition with these options
     * @throws IllegalArgumentException when the options are not this game's
     */
    default GameDefinition define(GameOptions options) {
        return new GameDefinition(this, options);
    }

    /**
     * A new game from the usual start, every option at its default.
     *
     * @return a new game at the start
     */
    default Game newGame() {
        return newGame(GameOptions.defaults(options()));
    }

    /**
     * A new game beginning from a position text, with no earlier moves to take back.
     *
     * @param position a position, as {@link Game#position()} writes it
     * @param options the game's options
     * @return a new game at that position
     * @throws TextFormatException when the text is not a position, naming where
     */
    Game fromPosition(String position, GameOptions options);

    /**
     * A record text read back: its moves played through with the options it names (they overrule
     * {@code options}), and the offer and player's ending it marks, which {@link Match#fromRecord} puts back.
     *
     * @param record a whole record, as {@link #writeRecord} writes it or a person typed it
     * @param options the options to read it with where the record names none
     * @return the game with the record's moves played, and the marks it names
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
     *
     * @param game a game of this provider
     * @param marks the offer, the player's ending and the headers of its match
     * @return the whole record, which {@link #readRecord} reads back
     */
    String writeRecord(Game game, MatchMarks marks);

    /**
     * Whether a record names this game as the one it is a record of (morris's {@code # game morris} note, PDN's
     * {@code [GameType "21"]} tag, ...): how a host finds the game of a record it is given alone. It looks only at
     * what names the game, not at whether the rest can be read, and never throws. Every record
     * {@link #writeRecord} writes names its game; false for every text when the game's records name none.
     *
     * @param record any text
     * @return true when the text names this game
     */
    default boolean claimsRecord(String record) {
        return false;
    }

    /**
     * Whether the sides may agree a draw; a race with no draws says no, and a match refuses every offer.
     *
     * @return true when a match may end in a draw agreed by the players
     */
    default boolean drawsByAgreement() {
        return true;
    }

    /**
     * The strengths of the game's bot, weakest first; empty when the game has no bot.
     *
     * @return the bot's levels, weakest first
     */
    default List<BotLevel> botLevels() {
        return List.of();
    }

    /**
     * The level a host seats when a player asks for "a bot" without naming one; empty leaves it to the host's
     * rule, the lower middle of every level it offers (see {@link GameDefinition#defaultBotLevel()}). A game whose
     * middle is no good first opponent says which is: morris's strongest level plays only its solved variants
     * perfectly, so the middle of its list would be too strong.
     *
     * @return one of {@link #botLevels()}' levels, or empty for the middle
     * @since 0.2.0
     */
    default OptionalInt defaultBotLevel() {
        return OptionalInt.empty();
    }

    /**
     * A bot at one of {@link #botLevels()}, deterministic from its seed.
     *
     * @param level one of {@link #botLevels()}' levels
     * @param seed the seed every choice of the bot is drawn from
     * @return a new bot at that level
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
     * @param game a game of this provider, at the position to analyse
     * @return what is known for certain about the position, or empty
     * @throws IllegalArgumentException when the game is not one of this provider's
     */
    default Optional<Analysis> analyse(Game game) {
        return Optional.empty();
    }

    /**
     * The data the game computes once and a host may keep between runs; empty when it has none.
     *
     * @return the game's precomputed data, or empty
     */
    default Optional<PrecomputedData> precomputedData() {
        return Optional.empty();
    }
}
