package org.tabula.web.table;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * When each running clock's flag falls: one timer per table id (not per table held, so that a table let go from
 * the cache still loses on time), set from the injected clock and looked at again at least every {@code check}.
 * What is due is handed to {@code due} on the timer's thread, which decides on the table's stored state.
 */
final class FlagFalls implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(FlagFalls.class.getName());

    private final Clock clock;
    private final Duration check;
    private final Consumer<String> due;
    private final Map<String, ScheduledFuture<?>> pending = new ConcurrentHashMap<>();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "tabula-clocks");
        thread.setDaemon(true);
        return thread;
    });

    FlagFalls(Clock clock, Duration check, Consumer<String> due) {
        this.clock = clock;
        this.check = check;
        this.due = due;
    }

    /** Sets the table's timer to when its flag falls, or clears it when no clock runs there. */
    void watch(String id, Optional<Instant> falls) {
        ScheduledFuture<?> old = falls.isEmpty() ? pending.remove(id) : null;
        if (old != null) {
            old.cancel(false);
        }
        if (falls.isEmpty()) {
            return;
        }
        Duration wait = Duration.between(clock.instant(), falls.get());
        if (wait.isNegative()) {
            wait = Duration.ZERO;
        } else if (wait.compareTo(check) > 0) {
            wait = check;
        }
        try {
            ScheduledFuture<?> next = timer.schedule(() -> fire(id), wait.toMillis(), TimeUnit.MILLISECONDS);
            old = pending.put(id, next);
            if (old != null) {
                old.cancel(false);
            }
        } catch (RejectedExecutionException e) {
            // Closing: no flag falls on a server that is stopping; the next one sets it again from the store.
        }
    }

    private void fire(String id) {
        try {
            due.accept(id);
        } catch (RuntimeException e) {
            // The store failing, say: looked at again later rather than never.
            LOG.log(System.Logger.Level.WARNING, "table " + id + ": its clock could not be looked at", e);
            watch(id, Optional.of(clock.instant().plus(check)));
        }
    }

    @Override
    public void close() {
        timer.shutdownNow();
        pending.clear();
    }
}
