package org.tabula.web.store;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.BiConsumer;

/**
 * Where a server keeps its tables: one database, shared by every server that names it.
 *
 * <p>A change is accepted only once it is committed, in the same transaction as the table's new version and
 * only if the table is still at the version the change was made on, so two requests, or two servers, can never
 * both play the same ply.
 */
public interface TableStore extends AutoCloseable {

    /**
     * Stores a new table at version 0.
     *
     * @throws StoreException when the database cannot (an id already taken among them)
     */
    void create(StoredTable table);

    /**
     * The table as last committed: its record as last written whole and the log's changes after it; empty when
     * there is none with this id.
     */
    Optional<StoredTable> find(String id);

    /** The table's version as last committed, read on its own (cheap); empty when there is no such table. */
    OptionalLong version(String id);

    /**
     * True when other servers may commit to this store (PostgreSQL): a server's live table may then be behind the
     * store, and a read that must show a change made through another server asks the store first.
     */
    default boolean shared() {
        return false;
    }

    /** Every table still active, for a restarted server to carry on its bots. */
    List<StoredTable> active();

    /**
     * The ids of the active tables a bot sits at, oldest first: what a restarted server reads again at once, so
     * that their bots carry on; every other table is read when it is first asked for.
     */
    List<String> activeWithBots();

    /** A page of the lobby: the tables the query asks for, newest made first (then by id, descending). */
    List<StoredTable> list(TableQuery query);

    /**
     * The ids of the active tables whose clock runs, oldest first: what a restarted server reads again at once, so
     * that their flags fall when due (or at once, for a time that ran out while no server was running).
     */
    List<String> activeWithClocks();

    /**
     * Commits a change as version {@code expectedVersion + 1}, with its log row and (on PostgreSQL) the
     * notification to every other server, if the table is still at {@code expectedVersion}.
     *
     * @return true when committed; false, with nothing written, when the table has moved on or does not exist
     * @throws StoreException when the database fails
     */
    boolean commit(String id, long expectedVersion, TableChange change);

    /** The table's committed changes in order; empty for an unknown table. */
    List<TableEvent> events(String id);

    /**
     * Calls the listener with a table's id and new version after every commit to this database: by this store at
     * once, and (on PostgreSQL) by other servers as their notifications arrive. The listener runs on a thread of
     * the store's and must not block.
     *
     * @return a handle whose {@code close} stops the calls
     */
    AutoCloseable onChange(BiConsumer<String, Long> listener);

    /** Closes the connections and stops listening. */
    @Override
    void close();
}
