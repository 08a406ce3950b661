package org.tabula.web.table;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.lang.System.Logger.Level;
import java.util.Optional;
import java.util.regex.Pattern;
import org.tabula.host.core.plugin.InstalledGame;
import org.tabula.host.core.plugin.InstalledGames;
import org.tabula.web.store.StoredTable;
import org.tabula.web.store.TableStore;

/**
 * The tables held in memory: a cache bounded by their estimated bytes ({@link Table#weight}), each table let go
 * read again from the store when next asked for. Letting one go is safe at any time, since the store's version
 * check, not the cache, decides which commit wins.
 */
final class LiveTables {

    private static final System.Logger LOG = System.getLogger(LiveTables.class.getName());
    private static final Pattern ID = Pattern.compile("[0-9a-f]{32}");

    private final TableStore store;
    private final InstalledGames games;
    private final Cache<String, Table> held;

    LiveTables(TableStore store, InstalledGames games, long cacheBytes) {
        this.store = store;
        this.games = games;
        // Evictions run on the thread that adds (no pool of Caffeine's), so the bound holds when a request ends.
        this.held = Caffeine.newBuilder().maximumWeight(cacheBytes)
                .weigher((String id, Table table) -> table.weight()).executor(Runnable::run).build();
    }

    /** The table if it is held now, without reading the store. */
    Optional<Table> ifHeld(String id) {
        return Optional.ofNullable(held.getIfPresent(id));
    }

    /** A new table, held from its making. */
    void add(Table table) {
        held.put(table.id(), table);
    }

    /** The live table, read from the store when it is not held (empty when there is no such table). */
    Optional<Table> table(String id) {
        Table table = held.getIfPresent(id);
        if (table != null) {
            return Optional.of(table);
        }
        if (id == null || !ID.matcher(id).matches()) {
            return Optional.empty();
        }
        return store.find(id).flatMap(this::adopt);
    }

    /** The live table of a stored row: the one already held, or the row read back and held. */
    Optional<Table> adopt(StoredTable stored) {
        Table table = held.getIfPresent(stored.id());
        if (table != null) {
            return Optional.of(table);
        }
        return load(stored).map(loaded -> {
            Table raced = held.asMap().putIfAbsent(loaded.id(), loaded);
            return raced != null ? raced : loaded;
        });
    }

    /**
     * The table weighed again after a change, its record having grown; put back if the cache had let it go while
     * it changed (a bot's move at a table let go), unless another copy was read meanwhile.
     */
    void changed(Table table) {
        held.asMap().compute(table.id(), (id, now) -> now == null || now == table ? table : now);
    }

    private Optional<Table> load(StoredTable stored) {
        Optional<InstalledGame> game = games.find(stored.game());
        if (game.isEmpty()) {
            LOG.log(Level.WARNING, "table " + stored.id() + " is of " + stored.game() + ", which is not installed");
            return Optional.empty();
        }
        try {
            return Optional.of(Table.fromStored(stored, game.get()));
        } catch (IllegalArgumentException e) {
            LOG.log(Level.ERROR, "table " + stored.id() + " cannot be read back", e);
            return Optional.empty();
        }
    }

    /** How many tables are held now. */
    long count() {
        held.cleanUp();
        return held.estimatedSize();
    }

    /** The estimated bytes of the tables held now. */
    long bytes() {
        held.cleanUp();
        return held.asMap().values().stream().mapToLong(Table::weight).sum();
    }
}
