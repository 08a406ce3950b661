package org.tabula.web.table;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.function.Consumer;

/** Who watches which table: each is handed every new state of its table, in the order of the versions. */
final class TableWatchers {

    private final Map<String, Set<Consumer<TableState>>> byTable = new ConcurrentHashMap<>();

    /** Adds a watcher; closing the handle removes it. */
    AutoCloseable add(String id, Consumer<TableState> watcher) {
        byTable.computeIfAbsent(id, key -> new CopyOnWriteArraySet<>()).add(watcher);
        return () -> byTable.computeIfPresent(id, (key, set) -> {
            set.remove(watcher);
            return set.isEmpty() ? null : set;
        });
    }

    /** True when someone watches the table. */
    boolean watched(String id) {
        return byTable.containsKey(id);
    }

    /** Hands the state to the table's watchers; one that throws is dropped, the others still hear it. */
    void publish(TableState state) {
        Set<Consumer<TableState>> watchers = byTable.get(state.id());
        if (watchers == null) {
            return;
        }
        for (Consumer<TableState> watcher : watchers) {
            try {
                watcher.accept(state);
            } catch (RuntimeException e) {
                watchers.remove(watcher);
            }
        }
    }
}
