package org.tabula.checkers.bots;

import java.util.function.BooleanSupplier;
import java.util.function.Function;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.Move;
import org.tabula.checkers.rules.Core;
import org.tabula.checkers.rules.MoveCode;

/** A checkers bot that searches a fixed number of plies ahead within a budget of nodes (levels 3 to 5). */
public final class SearchBot implements Bot {

    private final BotLevel level;
    private final long seed;
    /** The core of a game to play, which only the game's package can reach. */
    private final Function<Game, Core> cores;
    private final int depth;
    private final long budget;

    public SearchBot(BotLevel level, long seed, Function<Game, Core> cores, int depth, long budget) {
        this.level = level;
        this.seed = seed;
        this.cores = cores;
        this.depth = depth;
        this.budget = budget;
    }

    @Override
    public BotLevel level() {
        return level;
    }

    @Override
    public Move chooseMove(Game game) {
        return chooseMove(game, () -> false);
    }

    /** The best move found before the host asks it to stop; the first whole search is always finished. */
    @Override
    public Move chooseMove(Game game, BooleanSupplier stopRequested) {
        Core core = cores.apply(game);
        return MoveCode.toMove(Search.bestMove(core, depth, budget, SeededChoice.random(seed, core),
                stopRequested));
    }
}
