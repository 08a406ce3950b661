package org.tabula.xiangqi.bots;

import java.util.function.BooleanSupplier;
import java.util.function.Function;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.Move;
import org.tabula.engine.bots.SeededBot;
import org.tabula.xiangqi.rules.Core;
import org.tabula.xiangqi.rules.MoveCode;

/** A xiangqi bot that searches a fixed number of plies ahead within a budget of nodes (levels 2 to 5). */
public final class SearchBot extends SeededBot<Core> {

    private final int depth;
    private final long budget;

    /** A bot reading the core of the game it is asked to play through {@code coreOf}. */
    public SearchBot(BotLevel level, long seed, int depth, long budget, Function<Game, Core> coreOf) {
        super(level, seed, coreOf);
        this.depth = depth;
        this.budget = budget;
    }

    @Override
    public Move chooseMove(Game game, BooleanSupplier stopRequested) {
        Core core = read(game);
        return MoveCode.toMove(Search.bestMove(core, depth, budget, BotMoves.random(seed(), core), stopRequested));
    }
}
