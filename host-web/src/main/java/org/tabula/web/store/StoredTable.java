package org.tabula.web.store;

import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

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
 * @param record the game's record text as it stands
 * @param chance the chance standing that the record does not hold ({@code Match.unrecordedChance}), or empty
 * @param ply the game's ply
 * @param status {@code active} or {@code over}
 * @param version 0 when made, one more at each commit
 * @param created when the table was made
 * @param updated when the last change was committed
 */
public record StoredTable(String id, String game, Map<String, String> options, Map<String, String> seats,
        Map<String, String> tokenHashes, long seed, int draws, String record, Optional<String> chance, int ply,
        String status, long version, Instant created, Instant updated) {

    /** Checks that the chance is present or empty, never null. */
    public StoredTable {
        Objects.requireNonNull(chance, "chance");
    }

    /** A table with no chance standing beside its record. */
    public StoredTable(String id, String game, Map<String, String> options, Map<String, String> seats,
            Map<String, String> tokenHashes, long seed, int draws, String record, int ply, String status,
            long version, Instant created, Instant updated) {
        this(id, game, options, seats, tokenHashes, seed, draws, record, Optional.empty(), ply, status, version,
                created, updated);
    }
}
