package org.tabula.web.table;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.function.Consumer;

/**
 * Who watches which table: each is handed every new state of its table once, in the order of the versions. A
 * state no newer than the last handed on is dropped: a table let go from the cache and read again may be told of
 * a version twice (its own commit, then the store's word of it).
 */
final class TableWatchers {

    private final Map<String, Audience> byTable = new ConcurrentHashMap<>();

    /** A table's watchers and the version they were last handed. */
    private static final class Audience {
        final Set<Consumer<TableState>> watchers = new CopyOnWriteArraySet<>();
        long handed = -1;
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

    /** Hands a newer state to the table's watchers; one that throws is dropped, the others still hear it. */
    void publish(TableState state) {
        Audience audience = byTable.get(state.id());
        if (audience == null) {
            return;
        }
        synchronized (audience) {
            if (state.version() <= audience.handed) {
                return;
            }
            audience.handed = state.version();
            for (Consumer<TableState> watcher : audience.watchers) {
                try {
                    watcher.accept(state);
                } catch (RuntimeException e) {
                    audience.watchers.remove(watcher);
                }
            }
        }
    }
}
