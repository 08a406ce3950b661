package org.tabula.web.store;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.tabula.host.core.clock.ClockState;

/**
 * A table as the database keeps it: enough to rebuild its match exactly (game, options, record, the seed the
 * server's dice and bots draw from, and how many throws it has drawn) and to check who may play for a side.
 *
 * @param id the table's id, 32 lower-case hex digits (128 random bits)
 * @param game the game's id
 * @param options every option the table was made with, name to value text
 * @param seats each side's id to its player, {@code human} or {@code bot:LEVEL}, in the game's side order
 * @param tokenHashes each human side's id to the lower-case hex SHA-256 of its seat token (the token itself is
 *     never stored)
 * @param seed the seed the table's dice and bots draw from
 * @param draws how many chance outcomes the server has drawn for this table so far
 * @param record the game's record text as it stood at version {@code version - since.size()}, when it was last
 *     written whole (at the table's making, at its game's end and every {@value #RECORD_EVERY} versions)
 * @param chance the chance standing then that the record does not hold ({@code Match.unrecordedChance}), or empty
 * @param ply the game's ply
 * @param status {@code active} or {@code over}
 * @param version 0 when made, one more at each commit
 * @param created when the table was made
 * @param updated when the last change was committed
 * @param since the log's changes after the record, one a version in order up to {@code version}: played on the
 *     record, they make the table as it stands
 * @param players the players' part of the table as its JSON text (names, chat, a takeback or a rematch asked
 *     for), or empty for a table that has none yet
 * @param clock the table's clock as of {@code version}, or empty for a table without clocks
 */
public record StoredTable(String id, String game, Map<String, String> options, Map<String, String> seats,
        Map<String, String> tokenHashes, long seed, int draws, String record, Optional<String> chance, int ply,
        String status, long version, Instant created, Instant updated, List<TableEvent> since,
        Optional<String> players, Optional<ClockState> clock) {

    /** How many versions at most pass before the record is written whole again. */
    public static final int RECORD_EVERY = 256;

    /** Checks that the chance is present or empty, never null, and copies the log. */
    public StoredTable {
        Objects.requireNonNull(chance, "chance");
        Objects.requireNonNull(players, "players");
        Objects.requireNonNull(clock, "clock");
        since = List.copyOf(since);
    }

    /** A table with nothing of its players kept and no clocks. */
    public StoredTable(String id, String game, Map<String, String> options, Map<String, String> seats,
            Map<String, String> tokenHashes, long seed, int draws, String record, Optional<String> chance, int ply,
            String status, long version, Instant created, Instant updated, List<TableEvent> since) {
        this(id, game, options, seats, tokenHashes, seed, draws, record, chance, ply, status, version, created,
                updated, since, Optional.empty(), Optional.empty());
    }

    /** A table whose record is as it stands, with no change after it. */
    public StoredTable(String id, String game, Map<String, String> options, Map<String, String> seats,
            Map<String, String> tokenHashes, long seed, int draws, String record, Optional<String> chance, int ply,
            String status, long version, Instant created, Instant updated) {
        this(id, game, options, seats, tokenHashes, seed, draws, record, chance, ply, status, version, created,
                updated, List.of());
    }

    /** The version the record was written at. */
    public long recordVersion() {
        return version - since.size();
    }

    /** A table with no chance standing beside its record. */
    public StoredTable(String id, String game, Map<String, String> options, Map<String, String> seats,
            Map<String, String> tokenHashes, long seed, int draws, String record, int ply, String status,
            long version, Instant created, Instant updated) {
        this(id, game, options, seats, tokenHashes, seed, draws, record, Optional.empty(), ply, status, version,
                created, updated, List.of());
    }
}
