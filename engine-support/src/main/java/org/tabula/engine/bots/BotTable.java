package org.tabula.engine.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;

/**
 * A game's bot levels, weakest first and numbered from 1, each with the factory that builds its bot; asked for a
 * level it does not have, it says which it has. It may name the level a host seats for "a bot" without a level.
 */
public final class BotTable {

    private final String game;
    private final List<BotLevel> levels;
    private final List<BotFactory> factories;
    private final OptionalInt defaultLevel;

    private BotTable(String game, List<BotLevel> levels, List<BotFactory> factories, OptionalInt defaultLevel) {
        this.game = game;
        this.levels = List.copyOf(levels);
        this.factories = List.copyOf(factories);
        this.defaultLevel = defaultLevel;
    }

    /** A table to fill for the game named as the refusal of a missing level names it ("checkers bots ..."). */
    public static Builder of(String game) {
        return new Builder(Objects.requireNonNull(game, "game"));
    }

    /** The levels, weakest first. */
    public List<BotLevel> levels() {
        return levels;
    }

    /** The level named the default by {@link Builder#byDefault}, or empty for the host's rule (the middle). */
    public OptionalInt defaultLevel() {
        return defaultLevel;
    }

    /**
     * A bot at a level from 1 to the strongest, deterministic from its seed.
     *
     * @throws IllegalArgumentException when there is no such level
     */
    public Bot bot(int level, long seed) {
        if (level < 1 || level > levels.size()) {
            throw new IllegalArgumentException(game + " bots have levels 1 to " + levels.size() + ", not " + level);
        }
        return factories.get(level - 1).make(levels.get(level - 1), seed);
    }

    /** Collects the levels in order, the next one numbered one above the last. */
    public static final class Builder {

        private final String game;
        private final List<BotLevel> levels = new ArrayList<>();
        private final List<BotFactory> factories = new ArrayList<>();
        private String defaultName;

        private Builder(String game) {
            this.game = game;
        }

        /** Adds the next level, stronger than those before it. */
        public Builder level(String name, String description, BotFactory factory) {
            levels.add(new BotLevel(levels.size() + 1, name, description));
            factories.add(Objects.requireNonNull(factory, "factory"));
            return this;
        }

        /**
         * Names the level a host seats for "a bot" without a level, where the middle of the list would not do (a
         * strongest level that plays only some variants, say).
         */
        public Builder byDefault(String name) {
            this.defaultName = Objects.requireNonNull(name, "name");
            return this;
        }

        /**
         * The table of the levels added.
         *
         * @throws IllegalStateException when none was added, or the default names none of them
         */
        public BotTable build() {
            if (levels.isEmpty()) {
                throw new IllegalStateException("a bot table has at least one level");
            }
            OptionalInt defaultLevel = OptionalInt.empty();
            if (defaultName != null) {
                defaultLevel = OptionalInt.of(levels.stream().filter(level -> level.name().equals(defaultName))
                        .mapToInt(BotLevel::level).findFirst().orElseThrow(() -> new IllegalStateException(
                                game + " has no bot level named '" + defaultName + "' to seat by default")));
            }
            return new BotTable(game, levels, factories, defaultLevel);
        }
    }
}
