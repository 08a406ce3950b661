package org.tabula.web.table;

import java.util.Map;
import org.tabula.host.core.clock.TimeControl;

/**
 * What a client asks a new table to be: a game from its start, or a game read from a record.
 *
 * @param game the game's id; may be null with a record that names its game
 * @param options option names to values; missing ones take their defaults (a record's own overrule them)
 * @param seats side ids to {@code human}, {@code bot} or {@code bot:LEVEL}; missing ones take Seats' defaults
 * @param record a record to start from, or null
 * @param seed the seed the table's throws and bots draw from, or null for a new secret one; refused unless the
 *     server was started to take it ({@code --client-seeds}, for tests: a table made again with the same seed
 *     throws the same dice, and whoever gives it foresees them)
 * @param clock the table's time control, or null for a table without clocks
 */
public record TableRequest(String game, Map<String, String> options, Map<String, String> seats, String record,
        Long seed, TimeControl clock) {

    /** Copies the maps, null as empty. */
    public TableRequest {
        options = options == null ? Map.of() : Map.copyOf(options);
        seats = seats == null ? Map.of() : Map.copyOf(seats);
    }

    /** A request for a table without clocks. */
    public TableRequest(String game, Map<String, String> options, Map<String, String> seats, String record,
            Long seed) {
        this(game, options, seats, record, seed, null);
    }
}
