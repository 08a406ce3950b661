package org.tabula.morris;

import java.util.Objects;
import java.util.function.BooleanSupplier;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.Move;

/** A morris bot that searches a fixed number of plies ahead within a budget of nodes (levels 3 to 5). */
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

    /** The move it plays, stopping within {@link Search#POLL_INTERVAL} nodes of {@code stopRequested} saying so. */
    @Override
    public Move chooseMove(Game game, BooleanSupplier stopRequested) {
        return MoveCode.toMove(choose(game, stopRequested).move());
    }

    /** The move it plays and the nodes it visited to choose it. */
    Search.Choice choose(Game game, BooleanSupplier stopRequested) {
        Objects.requireNonNull(stopRequested, "stopRequested");
        Core core = MorrisBots.coreOf(game);
        return Search.choose(core, depth, budget, MorrisBots.random(seed, core), stopRequested);
    }

    /** The most nodes it visits for one move. */
    long budget() {
        return budget;
    }
}
