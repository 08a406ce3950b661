package org.tabula.web.table;

import java.lang.System.Logger.Level;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import org.tabula.api.Bot;
import org.tabula.api.Game;
import org.tabula.api.Move;
import org.tabula.api.Side;
import org.tabula.host.core.data.PartsPreparer;
import org.tabula.host.core.referee.BotScheduler;

/**
 * Plays the bots' turns: rolls for a bot that must throw, has the bot think on the host's {@link BotScheduler}
 * (never on a request thread) and commits its move through the same path as a person's. At most one job per
 * table is pending; a move that arrives after the table moved on is dropped and the bot asked again. A bot that
 * reads precomputed parts (morris's solved games) is asked once they are ready, the {@link PartsPreparer} making
 * them in the background, so its time for a move is spent choosing it.
 */
final class BotDriver implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(BotDriver.class.getName());

    /** Commits an action at a table, as {@link TableCommits} does for a seat. */
    @FunctionalInterface
    interface Committer {
        /** Done, Refused, or Conflict when the table had moved on in the store (it is then reloaded). */
        Answer commit(Table table, Side side, TableAction action);
    }

    private final BotScheduler scheduler;
    private final Clock clock;
    private final Duration botTime;
    private final Committer committer;
    private final PartsPreparer parts;
    private volatile boolean closing;
    /** One thread for the referee's own work (rolls for bots, committing their moves): quick, and in order. */
    private final ExecutorService referee = Executors.newSingleThreadExecutor(task -> {
        Thread thread = new Thread(task, "tabula-referee");
        thread.setDaemon(true);
        return thread;
    });

    BotDriver(BotScheduler scheduler, Clock clock, Duration botTime, Committer committer, PartsPreparer parts) {
        this.scheduler = scheduler;
        this.clock = clock;
        this.botTime = botTime;
        this.committer = committer;
        this.parts = parts;
    }

    /** Schedules the table's bot when it is a bot's turn and none is pending. */
    void consider(Table table) {
        if (table.botToMove() && table.claimBot()) {
            later(() -> step(table), table);
        }
    }

    /** Runs a task on the referee's thread; the table's claim is let go when the driver is closed. */
    void later(Runnable task, Table table) {
        try {
            referee.execute(() -> {
                if (closing) {
                    if (table != null) {
                        table.releaseBot();
                    }
                    return;
                }
                task.run();
            });
        } catch (RejectedExecutionException e) {
            if (table != null) {
                table.releaseBot();
            }
        }
    }

    private void step(Table table) {
        Side side;
        Game state;
        long version;
        Bot bot;
        Duration budget;
        try {
            synchronized (table) {
                if (!table.botToMove()) {
                    table.releaseBot();
                    return;
                }
                side = table.match().turn();
                if (table.match().pendingChance().isPresent()) {
                    // The bot's throw is the server's to make, like a person's roll through the API.
                    table.releaseBot();
                    committer.commit(table, side, TableAction.roll());
                    consider(table);
                    return;
                }
                state = table.match().state();
                version = table.version();
                bot = table.botFor(side);
                CompletableFuture<Void> ready = parts.prepare(table.game().provider(),
                        BotParts.forBot(table.game().provider(), bot.level().level(), table.match().options()));
                if (!ready.isDone()) {
                    // Asked again once the parts are made (or failed: the bot then plays without them).
                    ready.whenCompleteAsync((made, failed) -> {
                        table.releaseBot();
                        consider(table);
                    }, referee);
                    return;
                }
                // On a clocked table the bot thinks within its own time left, never past the server's limit.
                budget = table.clock().map(c -> c.thinkingTime(side.id(), clock.instant(), botTime)).orElse(botTime);
            }
        } catch (RuntimeException e) {
            table.releaseBot();
            LOG.log(Level.ERROR, "table " + table.id() + ": the bot's turn failed", e);
            return;
        }
        try {
            scheduler.choose(bot, state, budget)
                    .whenCompleteAsync((move, error) -> arrived(table, side, version, move, error), referee);
        } catch (RejectedExecutionException e) {
            table.releaseBot();
        }
    }

    private void arrived(Table table, Side side, long version, Move move, Throwable error) {
        if (closing) {
            table.releaseBot();
            return;
        }
        try {
            synchronized (table) {
                table.releaseBot();
                if (error != null) {
                    LOG.log(Level.ERROR, "table " + table.id() + ": the " + table.game().id() + " bot failed",
                            error);
                    return;
                }
                if (table.version() != version) {
                    consider(table);
                    return;
                }
                Answer answer = committer.commit(table, side, TableAction.move(move.text()));
                if (answer instanceof Answer.Refused refused) {
                    LOG.log(Level.ERROR, "table " + table.id() + ": the game refused its own bot's move "
                            + move.text() + ": " + refused.refusal());
                }
            }
        } catch (RuntimeException e) {
            table.releaseBot();
            LOG.log(Level.ERROR, "table " + table.id() + ": the bot's move could not be committed", e);
        }
    }

    /**
     * Stops the referee's thread: the work queued is skipped, and a commit under way is let finish rather than
     * interrupted (an interrupt inside H2's write closes its file). Bots still thinking are the scheduler's to stop.
     */
    @Override
    public void close() {
        closing = true;
        referee.shutdown();
        try {
            if (!referee.awaitTermination(5, TimeUnit.SECONDS)) {
                referee.shutdownNow();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
