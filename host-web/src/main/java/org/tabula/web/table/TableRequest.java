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
 * @param names side ids to their players' display names (checked by SaidText); missing ones have none
 * @param chat whether the seats may chat at the table
 * @param hints true when anyone at the table may ask for the bot's best move while the game goes on; otherwise
 *     analysis waits for the game's end
 * @param clock the table's time control, or null for a table without clocks
 */
public record TableRequest(String game, Map<String, String> options, Map<String, String> seats, String record,
        Long seed, Map<String, String> names, boolean chat, boolean hints,
        TimeControl clock) {

    /** Copies the maps, null as empty. */
    public TableRequest {
        options = options == null ? Map.of() : Map.copyOf(options);
        seats = seats == null ? Map.of() : Map.copyOf(seats);
        names = names == null ? Map.of() : Map.copyOf(names);
    }

    /** A request with no names, chat on, no hints and no clocks. */
    public TableRequest(String game, Map<String, String> options, Map<String, String> seats, String record,
            Long seed) {
        this(game, options, seats, record, seed, Map.of(), true, false, null);
    }
}
