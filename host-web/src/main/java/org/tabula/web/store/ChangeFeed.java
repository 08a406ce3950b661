package org.tabula.web.store;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;

/**
 * The store's listeners and the one daemon thread that calls them, in the order changes were reported, so a slow
 * listener never holds up a commit and the listeners see each table's versions in order.
 *
 * <p>A commit this store makes on PostgreSQL comes back as a notification too; {@link #expectEcho} remembers it
 * so that {@link #remote} reports it only once.
 */
final class ChangeFeed {

    private static final System.Logger LOG = System.getLogger(ChangeFeed.class.getName());

    /** Enough to cover every echo in flight; an echo lost with a dropped connection falls out in time. */
    private static final int ECHOES_KEPT = 10_000;

    private final List<BiConsumer<String, Long>> listeners = new CopyOnWriteArrayList<>();
    private final ExecutorService thread = Executors.newSingleThreadExecutor(runnable -> {
        Thread t = new Thread(runnable, "tabula-store-changes");
        t.setDaemon(true);
        return t;
    });
    private final Set<String> echoes = Collections.newSetFromMap(new LinkedHashMap<>() {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
            return size() > ECHOES_KEPT;
        }
    });

    AutoCloseable add(BiConsumer<String, Long> listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }

    /** A commit of this store's is about to be made; its notification, when it comes, is not news. */
    void expectEcho(String id, long version) {
        synchronized (echoes) {
            echoes.add(key(id, version));
        }
    }

    /** The commit did not happen (or cannot be known to have): no echo to drop. */
    void forgetEcho(String id, long version) {
        synchronized (echoes) {
            echoes.remove(key(id, version));
        }
    }

    /** This store committed the change. */
    void local(String id, long version) {
        dispatch(id, version);
    }

    /** A notification {@code id:version} arrived from the database; reported unless it is this store's own. */
    void remote(String payload) {
        int colon = payload.lastIndexOf(':');
        if (colon <= 0) {
            LOG.log(System.Logger.Level.WARNING, "Ignored a table notification without a version: {0}", payload);
            return;
        }
        String id = payload.substring(0, colon);
        long version;
        try {
            version = Long.parseLong(payload.substring(colon + 1));
        } catch (NumberFormatException e) {
            LOG.log(System.Logger.Level.WARNING, "Ignored a table notification with a bad version: {0}", payload);
            return;
        }
        boolean own;
        synchronized (echoes) {
            own = echoes.remove(key(id, version));
        }
        if (!own) {
            dispatch(id, version);
        }
    }

    private void dispatch(String id, long version) {
        try {
            thread.execute(() -> {
                for (BiConsumer<String, Long> listener : listeners) {
                    try {
                        listener.accept(id, version);
                    } catch (RuntimeException e) {
                        // One broken listener must not keep the news from the others.
                        LOG.log(System.Logger.Level.WARNING, "A table listener failed", e);
                    }
                }
            });
        } catch (RejectedExecutionException closed) {
            // The store is closing: nobody is listening any more.
        }
    }

    void close() {
        listeners.clear();
        thread.shutdown();
        try {
            thread.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String key(String id, long version) {
        return id + ':' + version;
    }
}
