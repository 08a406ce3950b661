package org.tabula.engine.bots;

import java.util.Objects;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import org.tabula.api.BotLevel;
import org.tabula.api.Evaluation;
import org.tabula.api.Game;
import org.tabula.api.Move;
import org.tabula.engine.search.BestMoves;
import org.tabula.engine.search.Chosen;

/**
 * A bot that searches a fixed number of plies ahead within a budget of nodes, both set by its level: what every
 * game's searching levels hold, the game's own search behind {@link Search}. Its evaluation is the score and
 * depth of the deepening its move was chosen by.
 *
 * @param <T> what the bot reads from a game, usually the game's fast core
 */
public final class SearchingBot<T> extends SeededBot<T> {

    /** A game's search, asked once a move; not on the search's hot path. */
    @FunctionalInterface
    public interface Search<T> {

        /**
         * The best move found in {@code read} within {@code depth} plies and {@code budget} nodes, equal moves
         * chosen between from {@code seed} (with the position, as the game mixes them), stopping when asked; with
         * the best moves of the search it was chosen among.
         */
        Chosen<Move> bestMove(T read, int depth, long budget, long seed, BooleanSupplier stopRequested);
    }

    private final int depth;
    private final long budget;
    private final ScoreUnits units;
    private final Search<T> search;

    /**
     * A bot at {@code level} searching {@code depth} plies in at most {@code budget} nodes with the game's search,
     * which scores in {@code units}.
     */
    public SearchingBot(BotLevel level, long seed, Function<Game, T> reader, int depth, long budget,
            ScoreUnits units, Search<T> search) {
        super(level, seed, reader);
        this.depth = depth;
        this.budget = budget;
        this.units = Objects.requireNonNull(units, "units");
        this.search = Objects.requireNonNull(search, "search");
    }

    /** The best move found before the host asks it to stop. */
    @Override
    public Move chooseMove(Game game, BooleanSupplier stopRequested) {
        return search(game, stopRequested).move();
    }

    /**
     * The best move found before the host asks it to stop, with the score and depth of the last whole deepening;
     * empty when it was stopped before one finished, which judged nothing.
     */
    @Override
    public Optional<Evaluation> evaluate(Game game, BooleanSupplier stopRequested) {
        Chosen<Move> chosen = search(game, stopRequested);
        BestMoves best = chosen.best();
        if (best.depth() == 0) {
            return Optional.empty();
        }
        return Optional.of(Judgement.of(game, chosen.move(), best.score(), best.depth(), best.provedEnd(), units));
    }

    private Chosen<Move> search(Game game, BooleanSupplier stopRequested) {
        return search.bestMove(read(game), depth, budget, seed(), stopRequested);
    }
}
