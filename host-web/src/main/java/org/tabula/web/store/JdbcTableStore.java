package org.tabula.web.store;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiConsumer;

/**
 * The table store on a pool of JDBC connections, SQLite, H2 or PostgreSQL.
 *
 * <p>Listeners are called on the store's own change thread, after the change committed: for this store's commits
 * once each, and on PostgreSQL for every other server's commit as its notification arrives.
 */
final class JdbcTableStore implements TableStore {

    private static final String UPDATE = "UPDATE game_table SET record_text = ?, unrecorded_chance = ?, ply = ?,"
            + " status = ?, draws = ?, token_hashes = ?, version = version + 1, updated = ?"
            + " WHERE id = ? AND version = ?";
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

    JdbcTableStore(HikariDataSource pool, Database.Kind kind, String url, Clock clock, Reachability reachability,
            SqliteFile file, LogCheckpoints checkpoints) {
        this.pool = pool;
        this.reachability = reachability;
        this.file = file;
        this.checkpoints = checkpoints;
        this.kind = kind;
        this.clock = clock;
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
        String sql = "INSERT INTO game_table (" + Columns.TABLE + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
        requireFile();
        try (Connection c = reachability.connection(); PreparedStatement s = c.prepareStatement(sql)) {
            s.setString(1, table.id());
            s.setString(2, table.game());
            s.setString(3, Columns.json(table.options()));
            s.setString(4, Columns.json(table.seats()));
            s.setString(5, Columns.json(table.tokenHashes()));
            s.setLong(6, table.seed());
            s.setInt(7, table.draws());
            s.setString(8, table.record());
            s.setString(9, table.chance().orElse(null));
            s.setInt(10, table.ply());
            s.setString(11, table.status());
            s.setLong(12, table.version());
            Columns.setInstant(kind, s, 13, table.created());
            Columns.setInstant(kind, s, 14, table.updated());
            s.executeUpdate();
        } catch (SQLException e) {
            throw new StoreException("Cannot store the new table " + table.id() + ": " + e.getMessage(), e);
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
        List<StoredTable> found = tables("SELECT " + Columns.TABLE + " FROM game_table WHERE id = ?", id);
        return found.stream().findFirst();
    }

    @Override
    public List<StoredTable> active() {
        return tables("SELECT " + Columns.TABLE + " FROM game_table WHERE status = ? ORDER BY created, id",
                "active");
    }

    @Override
    public List<String> activeWithBots() {
        // The seats are kept as a JSON object of "human" and "bot:LEVEL" (PlayerChoice's text).
        String sql = "SELECT id FROM game_table WHERE status = ? AND seats LIKE ? ORDER BY created, id";
        try (Connection c = pool.getConnection(); PreparedStatement s = c.prepareStatement(sql)) {
            s.setString(1, "active");
            s.setString(2, "%\"bot:%");
            List<String> ids = new ArrayList<>();
            try (ResultSet rows = s.executeQuery()) {
                while (rows.next()) {
                    ids.add(rows.getString(1));
                }
            }
            return ids;
        } catch (SQLException e) {
            throw new StoreException("Cannot read the tables: " + e.getMessage(), e);
        }
    }

    @Override
    public List<StoredTable> recent(int limit) {
        if (limit < 0) {
            throw new IllegalArgumentException("A negative limit: " + limit);
        }
        // LIMIT, which SQLite, H2 and PostgreSQL all take (SQLite has no FETCH FIRST); not every driver takes it
        // as a parameter, and the limit is an int, so writing it in is safe.
        return tables("SELECT " + Columns.TABLE + " FROM game_table ORDER BY updated DESC, id LIMIT " + limit);
    }

    private List<StoredTable> tables(String sql, String... parameters) {
        try (Connection c = reachability.connection(); PreparedStatement s = c.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                s.setString(i + 1, parameters[i]);
            }
            List<StoredTable> tables = new ArrayList<>();
            try (ResultSet rows = s.executeQuery()) {
                while (rows.next()) {
                    tables.add(Columns.table(kind, rows));
                }
            }
            return tables;
        } catch (SQLException e) {
            throw new StoreException("Cannot read the tables: " + e.getMessage(), e);
        }
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
            update.setString(1, change.record());
            update.setString(2, change.chance().orElse(null));
            update.setInt(3, change.ply());
            update.setString(4, change.status());
            update.setInt(5, change.draws());
            update.setString(6, Columns.json(change.tokenHashes()));
            Columns.setInstant(kind, update, 7, now);
            update.setString(8, id);
            update.setLong(9, expectedVersion);
            if (update.executeUpdate() == 0) {
                return false;
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

    @Override
    public List<TableEvent> events(String id) {
        String sql = "SELECT version, action, side, move_text, committed_at FROM table_event WHERE table_id = ?"
                + " ORDER BY version";
        try (Connection c = reachability.connection(); PreparedStatement s = c.prepareStatement(sql)) {
            s.setString(1, id);
            List<TableEvent> events = new ArrayList<>();
            try (ResultSet rows = s.executeQuery()) {
                while (rows.next()) {
                    events.add(Columns.event(kind, rows));
                }
            }
            return events;
        } catch (SQLException e) {
            throw new StoreException("Cannot read the log of table " + id + ": " + e.getMessage(), e);
        }
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
