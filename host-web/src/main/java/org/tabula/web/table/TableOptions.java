package org.tabula.web.table;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The table's own options, which no game defines (hints), kept in the stored options beside the game's under a
 * name no game option takes, so that the store's schema stays as it is.
 */
final class TableOptions {

    /** The stored name of the hints option: a dot, which no game's option name has. */
    static final String HINTS = "tabula.hints";

    private TableOptions() {
    }

    /** The game's options with the table's added, as the store keeps them. */
    static Map<String, String> stored(Map<String, String> gameOptions, boolean hints) {
        Map<String, String> all = new LinkedHashMap<>(gameOptions);
        if (hints) {
            all.put(HINTS, "true");
        }
        return all;
    }

    /** The game's options alone, of stored ones. */
    static Map<String, String> game(Map<String, String> stored) {
        Map<String, String> own = new LinkedHashMap<>(stored);
        own.remove(HINTS);
        return own;
    }

    /** Whether the stored options allow hints. */
    static boolean hints(Map<String, String> stored) {
        return "true".equals(stored.get(HINTS));
    }
}
