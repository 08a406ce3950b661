package org.tabula.web.store;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
    /**
     * The echoes expected, counted: a stale commit of a version already committed expects the same echo and then
     * forgets it, and a set would forget the real commit's with it (the echo then came as another server's news).
     */
    private final Map<String, Integer> echoes = new LinkedHashMap<>() {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Integer> eldest) {
            return size() > ECHOES_KEPT;
        }
    };

    AutoCloseable add(BiConsumer<String, Long> listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }

    /** A commit of this store's is about to be made; its notification, when it comes, is not news. */
    void expectEcho(String id, long version) {
        synchronized (echoes) {
            echoes.merge(key(id, version), 1, Integer::sum);
        }
    }

    /** The commit did not happen (or cannot be known to have): no echo to drop. */
    void forgetEcho(String id, long version) {
        synchronized (echoes) {
            drop(key(id, version));
        }
    }

    /** One expected echo fewer; false when none was expected. Called holding the lock on {@code echoes}. */
    private boolean drop(String key) {
        Integer count = echoes.get(key);
        if (count == null) {
            return false;
        }
        if (count == 1) {
            echoes.remove(key);
        } else {
            echoes.put(key, count - 1);
        }
        return true;
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
            own = drop(key(id, version));
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
