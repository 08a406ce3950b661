package org.tabula.web.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** How a table's values are written to columns and read back, the same on H2 and PostgreSQL. */
final class Columns {

    /** Every column of game_table, in the order {@link #table} reads them. */
    static final String TABLE = "id, game, options, seats, token_hashes, seed, draws, record_text, ply, status,"
            + " version, created, updated";

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final TypeReference<LinkedHashMap<String, String>> MAP = new TypeReference<>() {
    };

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

    static void setInstant(PreparedStatement statement, int index, Instant instant) throws SQLException {
        statement.setObject(index, OffsetDateTime.ofInstant(stored(instant), ZoneOffset.UTC));
    }

    static Instant instant(ResultSet rows, String column) throws SQLException {
        return rows.getObject(column, OffsetDateTime.class).toInstant();
    }

    /** The table at the result's current row, read from the columns of {@link #TABLE}. */
    static StoredTable table(ResultSet rows) throws SQLException {
        return new StoredTable(rows.getString("id"), rows.getString("game"), map(rows.getString("options")),
                map(rows.getString("seats")), map(rows.getString("token_hashes")), rows.getLong("seed"),
                rows.getInt("draws"), rows.getString("record_text"), rows.getInt("ply"), rows.getString("status"),
                rows.getLong("version"), instant(rows, "created"), instant(rows, "updated"));
    }

    static TableEvent event(ResultSet rows) throws SQLException {
        return new TableEvent(rows.getLong("version"), rows.getString("action"), rows.getString("side"),
                rows.getString("move_text"), instant(rows, "committed_at"));
    }
}
