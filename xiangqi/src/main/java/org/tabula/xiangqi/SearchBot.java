package org.tabula.xiangqi;

import java.util.function.BooleanSupplier;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.Move;

/** A xiangqi bot that searches a fixed number of plies ahead within a budget of nodes (levels 2 to 5). */
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

    @Override
    public Move chooseMove(Game game, BooleanSupplier stopRequested) {
        Core core = XiangqiBots.coreOf(game);
        return MoveCode.toMove(Search.bestMove(core, depth, budget, XiangqiBots.random(seed, core), stopRequested));
    }
}
