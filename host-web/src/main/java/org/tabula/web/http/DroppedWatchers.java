package org.tabula.web.http;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The watchers dropped lately, by client address (behind a trusted proxy, the client's) and table, so that one
 * coming back is told why it lost states. Bounded by count: the oldest are forgotten first.
 */
final class DroppedWatchers {

    /** Enough for every watcher of a busy server dropped at once; each entry is a few dozen bytes. */
    static final int REMEMBERED = 4096;

    private final Map<String, String> why = new LinkedHashMap<>(16, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, String> eldest) {
            return size() > REMEMBERED;
        }
    };

    /** Remembers that this address's watcher of the table was dropped, and why. */
    synchronized void remember(String client, String table, String message) {
        why.put(key(client, table), message);
    }

    /** Why this address's watcher of the table was dropped, once; null when it was not. */
    synchronized String takeBack(String client, String table) {
        return why.remove(key(client, table));
    }

    private static String key(String client, String table) {
        return client + " " + table;
    }
}
