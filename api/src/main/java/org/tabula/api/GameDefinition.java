package org.tabula.api;

import java.util.List;
import java.util.Objects;

/**
 * A game's definition bound to one set of its options: what a table of that game is (id, title, sides, options,
 * bots) and the factory of its states and matches, so a host holds one value instead of a provider and options
 * side by side. Immutable; as shareable as the provider it binds.
 *
 * @param provider the game's provider
 * @param options the options, every one of the game's given or defaulted
 */
public record GameDefinition(GameProvider provider, GameOptions options) {

    /**
     * Checks that the options are the provider's own.
     *
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

    /** The definition with every option at its default. */
    public static GameDefinition withDefaults(GameProvider provider) {
        return new GameDefinition(provider, GameOptions.defaults(provider.options()));
    }

    /** The game's id. */
    public String id() {
        return provider.id();
    }

    /** The game's title. */
    public String title() {
        return provider.title();
    }

    /** The sides, in the order the game names them. */
    public List<Side> sides() {
        return provider.sides();
    }

    /** The strengths of the game's bot, weakest first. */
    public List<BotLevel> botLevels() {
        return provider.botLevels();
    }

    /** A bot at a level, deterministic from its seed. */
    public Bot newBot(int level, long seed) {
        return provider.newBot(level, seed);
    }

    /** The rules state from the usual start. */
    public Game newGame() {
        return provider.newGame(options);
    }

    /**
     * The rules state from a position text.
     *
     * @throws TextFormatException when the text is not a position, naming where
     */
    public Game fromPosition(String position) {
        return provider.fromPosition(position, options);
    }

    /** A match from the usual start. */
    public Match newMatch() {
        return Match.start(provider, options);
    }

    /**
     * A match from its record; options the record names overrule these.
     *
     * @throws TextFormatException when the text cannot be read, naming the line or move
     */
    public Match matchFromRecord(String record) {
        return Match.fromRecord(provider, record, options);
    }
}
