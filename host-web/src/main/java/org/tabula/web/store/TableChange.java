package org.tabula.web.store;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.tabula.host.core.clock.ClockState;

/**
 * One accepted change to a table, committed as its next version: the new state and what was done.
 *
 * @param record the game's record text after the change, which the store writes whole only when the game ends
 *     and every {@value StoredTable#RECORD_EVERY} versions (otherwise the change is kept as its log's row)
 * @param chance the chance standing after the change that the record does not hold, or empty
 * @param ply the game's ply after the change
 * @param status {@code active} or {@code over} after the change
 * @param draws how many chance outcomes the server has drawn for the table, after the change
 * @param action what was done: {@code move}, {@code roll}, {@code resign}, {@code offer}, {@code accept},
 *     {@code decline}, {@code timeout}, {@code join}, {@code takeback-offer},
 *     {@code takeback-accept}, {@code takeback-decline}, {@code rematch-offer}, {@code rematch-accept},
 *     {@code rematch-decline} or {@code chat}
 * @param side the id of the side that did it
 * @param text the move or the throw as the game writes it, the side a takeback went back to, the line
 *     said; empty for the other actions
 * @param tokenHashes each joined human side's id to its token's hash, after the change (a join adds one), in
 *     the game's side order; a human side without one is an open seat
 * @param players the players' part of the table after the change as its JSON text (names, chat, a takeback or a
 *     rematch asked for), or null when the change leaves it as it was
 * @param clock the table's clock after the change, or empty for a table without clocks
 */
public record TableChange(String record, Optional<String> chance, int ply, String status, int draws,
        String action, String side, String text, Map<String, String> tokenHashes, String players,
        Optional<ClockState> clock) {

    /** Copies the hashes, keeping their order. */
    public TableChange {
        Objects.requireNonNull(chance, "chance");
        Objects.requireNonNull(clock, "clock");
        tokenHashes = Collections.unmodifiableMap(new LinkedHashMap<>(tokenHashes));
    }

    /** A change that leaves the players' part as it was, of a table without clocks. */
    public TableChange(String record, Optional<String> chance, int ply, String status, int draws, String action,
            String side, String text, Map<String, String> tokenHashes) {
        this(record, chance, ply, status, draws, action, side, text, tokenHashes, null, Optional.empty());
    }

    /** A change that leaves no chance standing beside the record. */
    public TableChange(String record, int ply, String status, int draws, String action, String side, String text,
            Map<String, String> tokenHashes) {
        this(record, Optional.empty(), ply, status, draws, action, side, text, tokenHashes, null, Optional.empty());
    }
}
