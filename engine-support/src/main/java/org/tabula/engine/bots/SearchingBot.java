package org.tabula.engine.bots;

import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.Move;

/**
 * A bot that searches a fixed number of plies ahead within a budget of nodes, both set by its level: what every
 * game's searching levels hold, the game's own search behind {@link Search}.
 *
 * @param <T> what the bot reads from a game, usually the game's fast core
 */
public final class SearchingBot<T> extends SeededBot<T> {

    /** A game's search, asked once a move; not on the search's hot path. */
    @FunctionalInterface
    public interface Search<T> {

        /**
         * The best move found in {@code read} within {@code depth} plies and {@code budget} nodes, equal moves
         * chosen between from {@code seed} (with the position, as the game mixes them), stopping when asked.
         */
        Move bestMove(T read, int depth, long budget, long seed, BooleanSupplier stopRequested);
    }

    private final int depth;
    private final long budget;
    private final Search<T> search;

    /** A bot at {@code level} searching {@code depth} plies in at most {@code budget} nodes with the game's search. */
    public SearchingBot(BotLevel level, long seed, Function<Game, T> reader, int depth, long budget,
            Search<T> search) {
        super(level, seed, reader);
        this.depth = depth;
        this.budget = budget;
        this.search = Objects.requireNonNull(search, "search");
    }

    /** The best move found before the host asks it to stop. */
    @Override
    public Move chooseMove(Game game, BooleanSupplier stopRequested) {
        return search.bestMove(read(game), depth, budget, seed(), stopRequested);
    }
}
