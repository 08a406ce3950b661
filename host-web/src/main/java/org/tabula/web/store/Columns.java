package org.tabula.web.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tabula.host.core.clock.ClockState;
import org.tabula.host.core.clock.TimeControl;

/** How a table's values are written to columns and read back, alike on SQLite, H2 and PostgreSQL. */
final class Columns {

    /** Every column of game_table, in the order a new table's row is written. */
    static final String TABLE = "id, game, options, seats, token_hashes, seed, draws, ply, status, version, created,"
            + " updated, players, time_control, clock_left, clock_running, turn_began";
    /** A table's row and its record as written last, in one read, which {@link #table} reads. */
    static final String TABLE_AND_RECORD = "SELECT t.id, t.game, t.options, t.seats, t.token_hashes, t.seed, t.draws,"
            + " t.ply, t.status, t.version, t.created, t.updated, t.players, t.time_control, t.clock_left,"
            + " t.clock_running, t.turn_began, r.version AS record_version, r.record_text,"
            + " r.unrecorded_chance FROM game_table t JOIN table_record r ON r.table_id = t.id";

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final TypeReference<LinkedHashMap<String, String>> MAP = new TypeReference<>() {
    };
    private static final TypeReference<LinkedHashMap<String, Long>> MILLIS = new TypeReference<>() {
    };
    /**
     * An instant as SQLite keeps it, which has no time type: text of one width, so that its order is the
     * instants' order (ORDER BY updated).
     */
    private static final DateTimeFormatter SQLITE_TIME = DateTimeFormatter.ofPattern(
            "uuuu-MM-dd'T'HH:mm:ss.SSSSSS'Z'").withZone(ZoneOffset.UTC);

    private Columns() {
    }

    /** A map as a JSON object, its entries in the map's order (seats keep the game's side order). */
    static String json(Map<String, String> map) {
        try {
            return JSON.writeValueAsString(map);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("A map of strings that Jackson cannot write: " + map, e);
        }
    }

    static Map<String, String> map(String json) throws SQLException {
        try {
            return Collections.unmodifiableMap(JSON.readValue(json, MAP));
        } catch (JsonProcessingException e) {
            throw new SQLException("A stored map is not a JSON object of strings: " + e.getOriginalMessage(), e);
        }
    }

    /**
     * An instant as both databases keep it: to the microsecond (PostgreSQL's precision), so what is read back
     * equals what was written.
     */
    static Instant stored(Instant instant) {
        return instant.truncatedTo(ChronoUnit.MICROS);
    }

    static void setInstant(Database.Kind kind, PreparedStatement statement, int index, Instant instant)
            throws SQLException {
        if (kind == Database.Kind.SQLITE) {
            statement.setString(index, SQLITE_TIME.format(stored(instant)));
        } else {
            statement.setObject(index, OffsetDateTime.ofInstant(stored(instant), ZoneOffset.UTC));
        }
    }

    static Instant instant(Database.Kind kind, ResultSet rows, String column) throws SQLException {
        Instant instant = nullableInstant(kind, rows, column);
        if (instant == null) {
            throw new SQLException("No time stored in " + column);
        }
        return instant;
    }

    private static Instant nullableInstant(Database.Kind kind, ResultSet rows, String column) throws SQLException {
        if (kind != Database.Kind.SQLITE) {
            OffsetDateTime time = rows.getObject(column, OffsetDateTime.class);
            return time == null ? null : time.toInstant();
        }
        String text = rows.getString(column);
        if (text == null) {
            return null;
        }
        try {
            return Instant.from(SQLITE_TIME.parse(text));
        } catch (DateTimeParseException e) {
            throw new SQLException("A stored time is not of the form 2025-03-01T10:00:00.000000Z: " + text, e);
        }
    }

    /**
     * The table at the result's current row of {@link #TABLE_AND_RECORD}, with the log's changes after its record
     * as {@code since} gives them for the versions between.
     */
    static StoredTable table(Database.Kind kind, ResultSet rows, Since since) throws SQLException {
        String id = rows.getString("id");
        long version = rows.getLong("version");
        long recordVersion = rows.getLong("record_version");
        return new StoredTable(id, rows.getString("game"), map(rows.getString("options")),
                map(rows.getString("seats")), map(rows.getString("token_hashes")), rows.getLong("seed"),
                rows.getInt("draws"), rows.getString("record_text"),
                Optional.ofNullable(rows.getString("unrecorded_chance")), rows.getInt("ply"), rows.getString("status"),
                version, instant(kind, rows, "created"), instant(kind, rows, "updated"),
                recordVersion == version ? List.of() : since.between(id, recordVersion, version),
                Optional.ofNullable(rows.getString("players")), clock(kind, rows));
    }

    /**
     * Writes the clock's four columns from {@code first} on: its control and times as JSON, the running side and
     * when its turn began (NULL when none runs); all four NULL for a table without clocks.
     */
    static void setClock(Database.Kind kind, PreparedStatement statement, int first, Optional<ClockState> clock)
            throws SQLException {
        if (clock.isEmpty()) {
            statement.setString(first, null);
            statement.setString(first + 1, null);
            statement.setString(first + 2, null);
            setNullInstant(kind, statement, first + 3);
            return;
        }
        ClockState state = clock.get();
        Map<String, Long> millis = new LinkedHashMap<>();
        state.left().forEach((side, left) -> millis.put(side, left.toMillis()));
        try {
            statement.setString(first, JSON.writeValueAsString(state.control().fields()));
            statement.setString(first + 1, JSON.writeValueAsString(millis));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("A clock that Jackson cannot write: " + state, e);
        }
        statement.setString(first + 2, state.running().orElse(null));
        if (state.turnBegan().isPresent()) {
            setInstant(kind, statement, first + 3, state.turnBegan().get());
        } else {
            setNullInstant(kind, statement, first + 3);
        }
    }

    private static void setNullInstant(Database.Kind kind, PreparedStatement statement, int index)
            throws SQLException {
        statement.setNull(index, kind == Database.Kind.SQLITE ? Types.VARCHAR : Types.TIMESTAMP_WITH_TIMEZONE);
    }

    /** The clock of the row, or empty for a table without clocks. */
    private static Optional<ClockState> clock(Database.Kind kind, ResultSet rows) throws SQLException {
        String control = rows.getString("time_control");
        if (control == null) {
            return Optional.empty();
        }
        try {
            Map<String, Long> millis = JSON.readValue(rows.getString("clock_left"), MILLIS);
            Map<String, Duration> left = new LinkedHashMap<>();
            millis.forEach((side, ms) -> left.put(side, Duration.ofMillis(ms)));
            return Optional.of(new ClockState(TimeControl.fromJson(JSON.readTree(control)), left,
                    Optional.ofNullable(rows.getString("clock_running")),
                    Optional.ofNullable(nullableInstant(kind, rows, "turn_began"))));
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw new SQLException("A stored clock cannot be read: " + e.getMessage(), e);
        }
    }

    /** Reads a table's log between two versions. */
    @FunctionalInterface
    interface Since {
        /** The changes after version {@code after}, up to and with {@code through}, in order. */
        List<TableEvent> between(String id, long after, long through) throws SQLException;
    }

    static TableEvent event(Database.Kind kind, ResultSet rows) throws SQLException {
        return new TableEvent(rows.getLong("version"), rows.getString("action"), rows.getString("side"),
                rows.getString("move_text"), instant(kind, rows, "committed_at"));
    }
}
