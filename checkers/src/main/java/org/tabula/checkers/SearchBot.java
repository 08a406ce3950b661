package org.tabula.checkers;

import java.util.function.BooleanSupplier;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.Move;

/** A checkers bot that searches a fixed number of plies ahead within a budget of nodes (levels 3 to 5). */
final class SearchBot implements Bot {

    private final BotLevel level;
    private final long seed;
    private final int depth;
    private final long budget;

    SearchBot(BotLevel level, long seed, int depth, long budget) {
        this.level = level;
        this.seed = seed;
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
        Core core = CheckersBots.coreOf(game);
        return MoveCode.toMove(Search.bestMove(core, depth, budget, CheckersBots.random(seed, core),
                stopRequested));
    }
}
