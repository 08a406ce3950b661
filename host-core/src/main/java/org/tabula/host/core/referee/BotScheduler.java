package org.tabula.host.core.referee;

import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiFunction;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.tabula.api.Bot;
import org.tabula.api.Evaluation;
import org.tabula.api.Game;
import org.tabula.api.Move;

/**
 * The bounded pool of threads a host's bots think on, so that no request or prompt waits for a bot: as many bots
 * think at once as there are threads, the others wait their turn, and each is asked to stop once its time is up
 * (measured from when it starts thinking, on the host's clock).
 */
public final class BotScheduler implements AutoCloseable {

    private final ExecutorService pool;
    private final Clock clock;

    /**
     * A pool of {@code threads} daemon threads.
     *
     * @param clock the clock a bot's time is measured on
     */
    public BotScheduler(int threads, Clock clock) {
        if (threads < 1) {
            throw new IllegalArgumentException("a bot pool needs a thread: " + threads);
        }
        this.clock = Objects.requireNonNull(clock, "clock");
        this.pool = Executors.newFixedThreadPool(threads, daemons());
    }

    /**
     * Asks the bot for its move in this state, within the time.
     *
     * @param state the state the bot reads; the caller hands over a copy it does not change
     * @param limit how long the bot may think once it starts
     * @return the move, or a failure when the bot throws (a fault of the game's bot)
     */
    public CompletableFuture<Move> choose(Bot bot, Game state, Duration limit) {
        Objects.requireNonNull(bot, "bot");
        return think(state, limit, bot::chooseMove);
    }

    /**
     * Asks the bot for its move with its judgement of the state ({@link Bot#evaluate}), within the time: what a
     * host shows as the analysis of a ply.
     *
     * @param state the state the bot reads; the caller hands over a copy it does not change
     * @param limit how long the bot may think once it starts
     * @return the evaluation, empty from a bot that gives none; or a failure when the bot throws
     */
    public CompletableFuture<Optional<Evaluation>> evaluate(Bot bot, Game state, Duration limit) {
        Objects.requireNonNull(bot, "bot");
        return think(state, limit, bot::evaluate);
    }

    /** A bot's thinking on the pool, its time counted from when it starts. */
    private <T> CompletableFuture<T> think(Game state, Duration limit, BiFunction<Game, BooleanSupplier, T> bot) {
        Objects.requireNonNull(state, "state");
        if (limit.isNegative() || limit.isZero()) {
            throw new IllegalArgumentException("a bot needs some time: " + limit);
        }
        return CompletableFuture.supplyAsync(() -> bot.apply(state, TimeLimit.from(clock, clock.instant(), limit)), pool);
    }

    /**
     * Runs other work of a game that may take long (an endgame table's answer, built the first time it is asked)
     * on the same threads, waiting its turn as a bot does, so that it never takes more threads than the bots have.
     *
     * @param work what to do; it is not stopped once started
     * @param <T> what it makes
     * @return what it made, or its failure
     */
    public <T> CompletableFuture<T> run(Supplier<T> work) {
        Objects.requireNonNull(work, "work");
        return CompletableFuture.supplyAsync(work, pool);
    }

    /** Stops the pool: bots thinking are interrupted, bots waiting never start. */
    @Override
    public void close() {
        pool.shutdownNow();
        try {
            pool.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static ThreadFactory daemons() {
        AtomicInteger count = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(task, "tabula-bot-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
