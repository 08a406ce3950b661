package org.tabula.web.store;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiConsumer;

/**
 * The table store on a pool of JDBC connections, SQLite, H2 or PostgreSQL.
 *
 * <p>Listeners are called on the store's own change thread, after the change committed: for this store's commits
 * once each, and on PostgreSQL for every other server's commit as its notification arrives.
 */
final class JdbcTableStore implements TableStore {

    /** The players' part is written only by a change that makes it anew (the parameter null keeps it). */
    private static final String UPDATE = "UPDATE game_table SET ply = ?, status = ?, draws = ?, token_hashes = ?,"
            + " players = COALESCE(?, players), version = version + 1, updated = ?, time_control = ?, clock_left = ?,"
            + " clock_running = ?, turn_began = ?, seat_names = COALESCE(?, seat_names) WHERE id = ? AND version = ?";
    private static final String WRITE_RECORD = "UPDATE table_record SET version = ?, record_text = ?,"
            + " unrecorded_chance = ? WHERE table_id = ?";
    private static final String NEW_RECORD = "INSERT INTO table_record (table_id, version, record_text,"
            + " unrecorded_chance) VALUES (?, ?, ?, ?)";
    private static final String LOG_CHANGE = "INSERT INTO table_event (table_id, version, action, side, move_text,"
            + " committed_at) VALUES (?, ?, ?, ?, ?, ?)";
    /** Sent in the committing transaction: PostgreSQL delivers it only if that transaction commits. */
    private static final String NOTIFY = "SELECT pg_notify('" + PgListener.CHANNEL + "', ?)";

    private final HikariDataSource pool;
    private final Database.Kind kind;
    private final Clock clock;
    private final ChangeFeed feed = new ChangeFeed();
    private final PgListener listener;
    private final AtomicBoolean closed = new AtomicBoolean();
    private final Reachability reachability;
    /** The SQLite file, watched for being deleted or replaced; null on other databases. */
    private final SqliteFile file;
    /** The SQLite file's log kept bounded; null on other databases. */
    private final LogCheckpoints checkpoints;
    /** The writers' turns on SQLite; none elsewhere. */
    private final WriteTurns writeTurns;
    private final TableReads reads;

    JdbcTableStore(HikariDataSource pool, Database.Kind kind, String url, Clock clock, Reachability reachability,
            SqliteFile file, LogCheckpoints checkpoints, WriteTurns writeTurns) {
        this.writeTurns = writeTurns;
        this.pool = pool;
        this.reachability = reachability;
        this.file = file;
        this.checkpoints = checkpoints;
        this.kind = kind;
        this.clock = clock;
        this.reads = new TableReads(pool, kind, reachability);
        try {
            this.listener = kind == Database.Kind.POSTGRESQL ? new PgListener(url, feed) : null;
        } catch (SQLException e) {
            feed.close();
            throw new StoreException("Cannot listen for other servers' changes: " + e.getMessage(), e);
        }
    }

    @Override
    public void create(StoredTable table) {
        Objects.requireNonNull(table, "table");
        String sql = "INSERT INTO game_table (" + Columns.TABLE + ", seat_names)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
        requireFile();
        writeTurns.await();
        try (Connection c = reachability.connection()) {
            c.setAutoCommit(false);
            try (PreparedStatement row = c.prepareStatement(sql); PreparedStatement record = c.prepareStatement(
                    NEW_RECORD)) {
                row.setString(1, table.id());
                row.setString(2, table.game());
                row.setString(3, Columns.json(table.options()));
                row.setString(4, Columns.json(table.seats()));
                row.setString(5, Columns.json(table.tokenHashes()));
                row.setLong(6, table.seed());
                row.setInt(7, table.draws());
                row.setInt(8, table.ply());
                row.setString(9, table.status());
                row.setLong(10, table.version());
                Columns.setInstant(kind, row, 11, table.created());
                Columns.setInstant(kind, row, 12, table.updated());
                row.setString(13, table.players().orElse(null));
                Columns.setClock(kind, row, 14, table.clock());
                row.setString(18, SeatNames.column(table.players().orElse(null)));
                row.executeUpdate();
                record.setString(1, table.id());
                record.setLong(2, table.version());
                record.setString(3, table.record());
                record.setString(4, table.chance().orElse(null));
                record.executeUpdate();
                c.commit();
            } catch (SQLException | RuntimeException e) {
                rollback(c, e);
                throw e;
            } finally {
                c.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw new StoreException("Cannot store the new table " + table.id() + ": " + e.getMessage(), e);
        } finally {
            writeTurns.end();
        }
        // Written into a file deleted meanwhile: not to be answered.
        requireFile();
    }

    /** Refuses a change when the SQLite file is no longer the one opened: it would be lost with that file. */
    private void requireFile() {
        if (file != null) {
            file.requireOpened();
        }
    }

    @Override
    public Optional<StoredTable> find(String id) {
        return reads.find(id);
    }

    @Override
    public List<StoredTable> active() {
        return reads.active();
    }

    @Override
    public List<String> activeWithBots() {
        return reads.activeWithBots();
    }

    @Override
    public List<String> activeWithClocks() {
        return reads.activeWithClocks();
    }

    @Override
    public List<StoredTable> list(TableQuery query) {
        return reads.list(query);
    }

    @Override
    public boolean commit(String id, long expectedVersion, TableChange change) {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(change, "change");
        long version = expectedVersion + 1;
        Instant now = Columns.stored(clock.instant());
        boolean notifies = kind == Database.Kind.POSTGRESQL;
        if (notifies) {
            feed.expectEcho(id, version);
        }
        boolean committed = false;
        writeTurns.await();
        try (Connection c = connectionForChange()) {
            c.setAutoCommit(false);
            try {
                if (write(c, id, expectedVersion, change, now, notifies)) {
                    c.commit();
                    committed = true;
                } else {
                    c.rollback();
                }
            } catch (SQLException | RuntimeException e) {
                rollback(c, e);
                throw e;
            } finally {
                c.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw new StoreException("Cannot commit version " + version + " of table " + id + ": "
                    + e.getMessage(), e);
        } finally {
            writeTurns.end();
            if (notifies && !committed) {
                feed.forgetEcho(id, version);
            }
        }
        if (committed) {
            // Committed into a file deleted meanwhile: not to be answered, nor told to watchers.
            requireFile();
            if (checkpoints != null) {
                checkpoints.committed();
            }
            feed.local(id, version);
        }
        return committed;
    }

    private Connection connectionForChange() throws SQLException {
        requireFile();
        return reachability.connection();
    }

    /** The change's statements, in the caller's transaction; false when the table is not at the version. */
    private boolean write(Connection c, String id, long expectedVersion, TableChange change, Instant now,
            boolean notifies) throws SQLException {
        try (PreparedStatement update = c.prepareStatement(UPDATE)) {
            update.setInt(1, change.ply());
            update.setString(2, change.status());
            update.setInt(3, change.draws());
            update.setString(4, Columns.json(change.tokenHashes()));
            if (change.players() == null) {
                update.setNull(5, Types.VARCHAR);
            } else {
                update.setString(5, change.players());
            }
            Columns.setInstant(kind, update, 6, now);
            Columns.setClock(kind, update, 7, change.clock());
            // Null keeps the names as they were, as for the players' part they are read from.
            update.setString(11, SeatNames.column(change.players()));
            update.setString(12, id);
            update.setLong(13, expectedVersion);
            if (update.executeUpdate() == 0) {
                return false;
            }
        }
        if (recordDue(expectedVersion + 1, change)) {
            try (PreparedStatement record = c.prepareStatement(WRITE_RECORD)) {
                record.setLong(1, expectedVersion + 1);
                record.setString(2, change.record());
                record.setString(3, change.chance().orElse(null));
                record.setString(4, id);
                record.executeUpdate();
            }
        }
        long version = expectedVersion + 1;
        try (PreparedStatement log = c.prepareStatement(LOG_CHANGE)) {
            log.setString(1, id);
            log.setLong(2, version);
            log.setString(3, change.action());
            log.setString(4, change.side());
            log.setString(5, change.text());
            Columns.setInstant(kind, log, 6, now);
            log.executeUpdate();
        }
        if (notifies) {
            try (PreparedStatement notify = c.prepareStatement(NOTIFY)) {
                notify.setString(1, id + ':' + version);
                notify.execute();
            }
        }
        return true;
    }

    private static void rollback(Connection c, Exception cause) {
        try {
            c.rollback();
        } catch (SQLException e) {
            cause.addSuppressed(e);
        }
    }

    /**
     * True when the record is written whole at this version: when the game has ended (a finished table is then
     * read back from its record alone) and every {@value StoredTable#RECORD_EVERY} versions, so that reading a
     * table back never plays more than that many changes.
     */
    private static boolean recordDue(long version, TableChange change) {
        return "over".equals(change.status()) || version % StoredTable.RECORD_EVERY == 0;
    }

    @Override
    public OptionalLong version(String id) {
        return reads.version(id);
    }

    @Override
    public boolean shared() {
        return kind == Database.Kind.POSTGRESQL;
    }

    @Override
    public List<TableEvent> events(String id) {
        return reads.events(id);
    }

    @Override
    public AutoCloseable onChange(BiConsumer<String, Long> listener) {
        return feed.add(Objects.requireNonNull(listener, "listener"));
    }

    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        if (listener != null) {
            listener.close();
        }
        feed.close();
        if (checkpoints != null) {
            checkpoints.close();
        }
        pool.close();
    }
}
