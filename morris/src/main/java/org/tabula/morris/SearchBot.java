package org.tabula.morris;

import java.util.Objects;
import java.util.function.BooleanSupplier;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.Move;

/** A morris bot at one level: a {@link Search} at that level's {@link Strength}, seeded by the bot's seed. */
final class SearchBot implements Bot {

    private final BotLevel level;
    private final long seed;
    private final Strength strength;

    SearchBot(BotLevel level, long seed, Strength strength) {
        this.level = level;
        this.seed = seed;
        this.strength = strength;
    }

    @Override
    public BotLevel level() {
        return level;
    }

    @Override
    public Move chooseMove(Game game) {
        return chooseMove(game, () -> false);
    }

    /** The move, the search ending within {@link Search#POLL_INTERVAL} nodes of {@code stopRequested} saying so. */
    @Override
    public Move chooseMove(Game game, BooleanSupplier stopRequested) {
        return MoveCode.toMove(choose(game, stopRequested).move());
    }

    /** The move it plays and the nodes it visited to choose it. */
    Search.Choice choose(Game game, BooleanSupplier stopRequested) {
        Objects.requireNonNull(stopRequested, "stopRequested");
        Core core = MorrisBots.coreOf(game);
        Search search = Search.of(core, strength, seed, stopRequested);
        int move = search.bestMove(MorrisBots.random(seed, core));
        return new Search.Choice(move, search.nodes());
    }

    /** The most nodes it visits for one move. */
    long budget() {
        return strength.nodes();
    }
}
