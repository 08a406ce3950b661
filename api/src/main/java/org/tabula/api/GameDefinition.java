package org.tabula.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.tabula.api.mcts.MctsBot;

/**
 * A game's definition bound to one set of its options: what a table of that game is (id, title, sides, options,
 * bots) and the factory of its states and matches, so a host holds one value instead of a provider and options
 * side by side. Immutable; as shareable as the provider it binds.
 *
 * @param provider the game's provider
 * @param options the options, every one of the game's given or defaulted
 * @since 0.1.0
 */
public record GameDefinition(GameProvider provider, GameOptions options) {

    /**
     * Checks that the options are the provider's own.
     *
     * @param provider the game's provider
     * @param options the options, every one of the game's given or defaulted
     * @throws IllegalArgumentException when the options name another game's options
     */
    public GameDefinition {
        Objects.requireNonNull(provider, "provider");
        Objects.requireNonNull(options, "options");
        List<String> names = provider.options().stream().map(OptionSpec::name).toList();
        if (!names.equals(List.copyOf(options.asMap().keySet()))) {
            throw new IllegalArgumentException(provider.id() + " takes the options " + names + ", not "
                    + options.asMap().keySet());
        }
    }

    /**
     * The definition with every option at its default.
     *
     * @param provider the game's provider
     * @return the game bound to its default options
     */
    public static GameDefinition withDefaults(GameProvider provider) {
        return new GameDefinition(provider, GameOptions.defaults(provider.options()));
    }

    /**
     * The game's id.
     *
     * @return the provider's id, such as {@code morris}
     */
    public String id() {
        return provider.id();
    }

    /**
     * The title of the game these options make (see {@link GameProvider#title(GameOptions)}).
     *
     * @return the provider's title for these options, for a person
     */
    public String title() {
        return provider.title(options);
    }

    /**
     * The sides, in the order the game names them.
     *
     * @return the sides, in turn order at the start
     */
    public List<Side> sides() {
        return provider.sides();
    }

    /**
     * The strengths of the game's bots, weakest first: the provider's own levels, then {@code mcts}, the Monte Carlo
     * tree search every game has through this contract alone, numbered one above the provider's strongest. A
     * provider that names a level {@code mcts} itself keeps its own and gets no second one.
     *
     * @return the bots' levels, weakest first; never empty
     */
    public List<BotLevel> botLevels() {
        List<BotLevel> own = provider.botLevels();
        if (own.stream().anyMatch(level -> level.name().equals(MctsBot.NAME))) {
            return own;
        }
        List<BotLevel> levels = new ArrayList<>(own);
        levels.add(MctsBot.levelAfter(own));
        return List.copyOf(levels);
    }

    /**
     * The level a host seats when a player asks for "a bot" without naming one: the provider's
     * {@link GameProvider#defaultBotLevel()}, or else the lower middle of {@link #botLevels()}.
     *
     * @return one of {@link #botLevels()}' levels
     * @throws IllegalStateException when the provider names a level it does not have
     * @since 0.2.0
     */
    public int defaultBotLevel() {
        List<BotLevel> levels = botLevels();
        OptionalInt own = provider.defaultBotLevel();
        if (own.isEmpty()) {
            return levels.get((levels.size() - 1) / 2).level();
        }
        if (levels.stream().noneMatch(level -> level.level() == own.getAsInt())) {
            throw new IllegalStateException(provider.id() + " names bot level " + own.getAsInt()
                    + " its default, but has no such level");
        }
        return own.getAsInt();
    }

    /**
     * A bot at a level, deterministic from its seed: the provider's own, or the Monte Carlo tree search at the
     * level {@link #botLevels()} lists it at.
     *
     * @param level one of {@link #botLevels()}' levels
     * @param seed the seed every choice of the bot is drawn from
     * @return a new bot for a game with these options
     * @throws IllegalArgumentException when there is no such level
     */
    public Bot newBot(int level, long seed) {
        List<BotLevel> own = provider.botLevels();
        if (own.stream().noneMatch(ownLevel -> ownLevel.level() == level)) {
            Optional<BotLevel> generic = botLevels().stream()
                    .filter(listed -> listed.level() == level && listed.name().equals(MctsBot.NAME)).findFirst();
            if (generic.isPresent()) {
                return MctsBot.of(generic.get(), seed);
            }
        }
        return provider.newBot(level, seed);
    }

    /**
     * The rules state from the usual start.
     *
     * @return a new game at the start, with these options
     */
    public Game newGame() {
        return provider.newGame(options);
    }

    /**
     * The rules state from a position text.
     *
     * @param position a position as the game's own notation writes it
     * @return a new game at that position, with these options
     * @throws TextFormatException when the text is not a position, naming where
     */
    public Game fromPosition(String position) {
        return provider.fromPosition(position, options);
    }

    /**
     * A match from the usual start.
     *
     * @return a new match at the start, with these options
     */
    public Match newMatch() {
        return Match.start(provider, options);
    }

    /**
     * A match from its record; options the record names overrule these.
     *
     * @param record a whole record, as {@link Match#record()} writes it
     * @return the match the record holds, its moves played and its marks kept
     * @throws TextFormatException when the text cannot be read, naming the line or move
     */
    public Match matchFromRecord(String record) {
        return Match.fromRecord(provider, record, options);
    }
}
