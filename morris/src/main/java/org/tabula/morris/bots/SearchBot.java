package org.tabula.morris.bots;

import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.Move;
import org.tabula.morris.rules.Core;
import org.tabula.morris.rules.MoveCode;

/** A morris bot at one level: a {@link Search} at that level's {@link Strength}, seeded by the bot's seed. */
public final class SearchBot implements Bot {

    private final BotLevel level;
    private final long seed;
    private final Strength strength;
    /** The core of a game the bot is asked to play, standing where the game stands (the game's own to give). */
    private final Function<Game, Core> cores;

    public SearchBot(BotLevel level, long seed, Strength strength, Function<Game, Core> cores) {
        this.level = level;
        this.seed = seed;
        this.strength = strength;
        this.cores = Objects.requireNonNull(cores, "cores");
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
    public Search.Choice choose(Game game, BooleanSupplier stopRequested) {
        Objects.requireNonNull(stopRequested, "stopRequested");
        Core core = cores.apply(game);
        Search search = Search.of(core, strength, seed, stopRequested);
        int move = search.bestMove(random(seed, core));
        return new Search.Choice(move, search.nodes());
    }

    /** The most nodes it visits for one move. */
    public long budget() {
        return strength.nodes();
    }

    /** A generator for one choice, drawn from the seed and the position alone. */
    public static SplittableRandom random(long seed, Core core) {
        long mixed = seed ^ Long.rotateLeft(core.key() * 0x9E3779B97F4A7C15L, 23) ^ (long) core.ply() << 40;
        return new SplittableRandom(mixed);
    }
}
