package org.tabula.checkers.bots;

import java.util.function.BooleanSupplier;
import java.util.function.Function;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.Move;
import org.tabula.checkers.rules.Core;
import org.tabula.checkers.rules.MoveCode;

/** A checkers bot that searches a fixed number of plies ahead within a budget of nodes (levels 3 to 5). */
public final class SearchBot extends CoreBot {

    private final int depth;
    private final long budget;

    public SearchBot(BotLevel level, long seed, Function<Game, Core> cores, int depth, long budget) {
        super(level, seed, cores);
        this.depth = depth;
        this.budget = budget;
    }

    /** The best move found before the host asks it to stop; the first whole search is always finished. */
    @Override
    public Move chooseMove(Game game, BooleanSupplier stopRequested) {
        Core core = read(game);
        return MoveCode.toMove(Search.bestMove(core, depth, budget, random(core), stopRequested));
    }
}
