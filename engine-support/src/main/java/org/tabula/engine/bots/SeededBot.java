package org.tabula.engine.bots;

import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.Move;

/**
 * What every searching bot of a game holds: its level, its seed, and how it reads a game it is asked to play (the
 * game's own core or object, which only the game's package can reach, so it hands the bot the way). A bot asked
 * without a stop chooses as if the stop never came.
 *
 * @param <T> what the bot reads from a game
 */
public abstract class SeededBot<T> implements Bot {

    private final BotLevel level;
    private final long seed;
    private final Function<Game, T> reader;

    /** A bot at {@code level} drawing from {@code seed}; {@code reader} also refuses a game it does not play. */
    protected SeededBot(BotLevel level, long seed, Function<Game, T> reader) {
        this.level = Objects.requireNonNull(level, "level");
        this.seed = seed;
        this.reader = Objects.requireNonNull(reader, "reader");
    }

    @Override
    public final BotLevel level() {
        return level;
    }

    @Override
    public final Move chooseMove(Game game) {
        return chooseMove(game, () -> false);
    }

    @Override
    public abstract Move chooseMove(Game game, BooleanSupplier stopRequested);

    /** The seed the bot draws its choices from. */
    protected final long seed() {
        return seed;
    }

    /** What the bot reads from {@code game}, standing where the game stands. */
    protected final T read(Game game) {
        return reader.apply(game);
    }
}
