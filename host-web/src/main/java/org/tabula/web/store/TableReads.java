package org.tabula.web.store;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What {@link JdbcTableStore} reads: stored tables whole (their row, their record and the log after it), the ids
 * of the active ones a restart looks at again, a table's version and its log.
 */
final class TableReads {

    private static final String EVENTS = "SELECT version, action, side, move_text, committed_at FROM table_event"
            + " WHERE table_id = ? AND version > ? AND version <= ? ORDER BY version";

    private final HikariDataSource pool;
    private final Database.Kind kind;
    private final Reachability reachability;

    TableReads(HikariDataSource pool, Database.Kind kind, Reachability reachability) {
        this.pool = pool;
        this.kind = kind;
        this.reachability = reachability;
    }

    /** The table as last committed, with its record and the log after it; empty when there is none. */
    Optional<StoredTable> find(String id) {
        List<StoredTable> found = tables(Columns.TABLE_AND_RECORD + " WHERE t.id = ?", id);
        return found.stream().findFirst();
    }

    /** Every table still active, oldest first. */
    List<StoredTable> active() {
        return tables(Columns.TABLE_AND_RECORD + " WHERE t.status = ? ORDER BY t.created, t.id", "active");
    }

    /** The ids of the active tables a bot sits at, oldest first. */
    List<String> activeWithBots() {
        // The seats are kept as a JSON object of "human" and "bot:LEVEL" (PlayerChoice's text).
        return ids("SELECT id FROM game_table WHERE status = ? AND seats LIKE ? ORDER BY created, id", "active",
                "%\"bot:%");
    }

    /** The ids of the active tables whose clock runs, oldest first. */
    List<String> activeWithClocks() {
        return ids("SELECT id FROM game_table WHERE status = 'active' AND clock_running IS NOT NULL"
                + " ORDER BY created, id");
    }

    /** The ids a query of one column finds, its parameters given as text. */
    private List<String> ids(String sql, String... parameters) {
        try (Connection c = pool.getConnection(); PreparedStatement s = c.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                s.setString(i + 1, parameters[i]);
            }
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

    /** A page of the lobby: the tables the query asks for, newest made first (then by id, descending). */
    List<StoredTable> list(TableQuery query) {
        StringBuilder sql = new StringBuilder(Columns.TABLE_AND_RECORD).append(" WHERE 1 = 1");
        if (query.game() != null) {
            sql.append(" AND t.game = ?");
        }
        if (query.status() != null) {
            sql.append(" AND t.status = ?");
        }
        if (query.player() != null) {
            sql.append(" AND t.seat_names LIKE ? ESCAPE '").append(SeatNames.ESCAPE).append("'");
        }
        if (query.after().isPresent()) {
            sql.append(" AND (t.created < ? OR (t.created = ? AND t.id < ?))");
        }
        // LIMIT, which SQLite, H2 and PostgreSQL all take (SQLite has no FETCH FIRST); not every driver takes it as
        // a parameter, and the limit is an int, so writing it in is safe.
        sql.append(" ORDER BY t.created DESC, t.id DESC LIMIT ").append(query.limit());
        return tables(sql.toString(), s -> {
            int at = 1;
            if (query.game() != null) {
                s.setString(at++, query.game());
            }
            if (query.status() != null) {
                s.setString(at++, query.status());
            }
            if (query.player() != null) {
                s.setString(at++, SeatNames.pattern(query.player()));
            }
            if (query.after().isPresent()) {
                Columns.setInstant(kind, s, at++, query.after().get().created());
                Columns.setInstant(kind, s, at++, query.after().get().created());
                s.setString(at, query.after().get().id());
            }
        });
    }

    private List<StoredTable> tables(String sql, String... parameters) {
        return tables(sql, s -> {
            for (int i = 0; i < parameters.length; i++) {
                s.setString(i + 1, parameters[i]);
            }
        });
    }

    /** Sets a statement's parameters. */
    @FunctionalInterface
    private interface Parameters {
        void set(PreparedStatement statement) throws SQLException;
    }

    private List<StoredTable> tables(String sql, Parameters parameters) {
        try (Connection c = reachability.connection(); PreparedStatement s = c.prepareStatement(sql)) {
            parameters.set(s);
            List<StoredTable> tables = new ArrayList<>();
            try (ResultSet rows = s.executeQuery()) {
                while (rows.next()) {
                    tables.add(Columns.table(kind, rows, (table, after, through) -> events(c, table, after,
                            through)));
                }
            }
            return tables;
        } catch (SQLException e) {
            throw new StoreException("Cannot read the tables: " + e.getMessage(), e);
        }
    }

    /** The table's version as last committed, read on its own; empty when there is no such table. */
    OptionalLong version(String id) {
        try (Connection c = reachability.connection();
                PreparedStatement s = c.prepareStatement("SELECT version FROM game_table WHERE id = ?")) {
            s.setString(1, id);
            try (ResultSet rows = s.executeQuery()) {
                return rows.next() ? OptionalLong.of(rows.getLong(1)) : OptionalLong.empty();
            }
        } catch (SQLException e) {
            throw new StoreException("Cannot read the version of table " + id + ": " + e.getMessage(), e);
        }
    }

    /** The table's committed changes in order; empty for an unknown table. */
    List<TableEvent> events(String id) {
        try (Connection c = reachability.connection()) {
            return events(c, id, -1, Long.MAX_VALUE);
        } catch (SQLException e) {
            throw new StoreException("Cannot read the log of table " + id + ": " + e.getMessage(), e);
        }
    }

    private List<TableEvent> events(Connection c, String id, long after, long through) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(EVENTS)) {
            s.setString(1, id);
            s.setLong(2, after);
            s.setLong(3, through);
            List<TableEvent> events = new ArrayList<>();
            try (ResultSet rows = s.executeQuery()) {
                while (rows.next()) {
                    events.add(Columns.event(kind, rows));
                }
            }
            return events;
        }
    }
}
