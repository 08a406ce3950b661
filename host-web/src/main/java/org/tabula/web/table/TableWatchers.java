package org.tabula.web.table;

import java.util.ArrayDeque;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Who watches which table: each is handed every new state of its table once, in the order of the versions. A
 * state no newer than the last handed on is dropped: a table let go from the cache and read again may be told of
 * a version twice (its own commit, then the store's word of it).
 *
 * <p>States are handed on by threads of their own, a table's one at a time in order, never by the request or
 * bot that made them: a move is answered without waiting while its state is written out for each watcher (a
 * thousand watchers of a 150 KB table took the move past a second).
 */
final class TableWatchers implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(TableWatchers.class.getName());

    private final Map<String, Audience> byTable = new ConcurrentHashMap<>();
    private final ExecutorService handing = Executors.newFixedThreadPool(2, task -> {
        Thread thread = new Thread(task, "tabula-watchers");
        thread.setDaemon(true);
        return thread;
    });

    /** A table's watchers, the states due to them in order, and the version they were last handed. */
    private static final class Audience {
        final Set<Consumer<TableState>> watchers = new CopyOnWriteArraySet<>();
        final Queue<TableState> due = new ArrayDeque<>();
        long queued = -1;
        boolean handing;
    }

    /** Adds a watcher; closing the handle removes it. */
    AutoCloseable add(String id, Consumer<TableState> watcher) {
        byTable.computeIfAbsent(id, key -> new Audience()).watchers.add(watcher);
        return () -> byTable.computeIfPresent(id, (key, audience) -> {
            audience.watchers.remove(watcher);
            return audience.watchers.isEmpty() ? null : audience;
        });
    }

    /** True when someone watches the table. */
    boolean watched(String id) {
        return byTable.containsKey(id);
    }

    /** Queues a newer state for the table's watchers, handed on soon by a thread of the watchers'. */
    void publish(TableState state) {
        Audience audience = byTable.get(state.id());
        if (audience == null) {
            return;
        }
        synchronized (audience) {
            if (state.version() <= audience.queued) {
                return;
            }
            audience.queued = state.version();
            audience.due.add(state);
            if (audience.handing) {
                return;
            }
            audience.handing = true;
        }
        try {
            handing.execute(() -> handOn(audience));
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // Closed: the server is stopping, and its watchers with it.
            LOG.log(System.Logger.Level.DEBUG, "a state not handed on: the server is stopping");
        }
    }

    /** Hands the audience its due states in order; one that throws is dropped, the others still hear them. */
    private static void handOn(Audience audience) {
        while (true) {
            TableState state;
            synchronized (audience) {
                state = audience.due.poll();
                if (state == null) {
                    audience.handing = false;
                    return;
                }
            }
            for (Consumer<TableState> watcher : audience.watchers) {
                try {
                    watcher.accept(state);
                } catch (RuntimeException e) {
                    audience.watchers.remove(watcher);
                }
            }
        }
    }

    /** Stops handing states on, waiting briefly for those under way. */
    @Override
    public void close() {
        handing.shutdown();
        try {
            handing.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
