package org.tabula.web.table;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A table's rematch: offered, made, or this table's being one. The new table's id is chosen when the rematch is
 * offered, so that each seat's new token can be worked out from its old one (SeatTokens.rematch) when the server
 * sees it: the offerer's at the offer, the accepter's at the acceptance.
 *
 * @param offeredBy the id of the side whose offer stands, or null
 * @param table the id of the new table once made, or null
 * @param of the id of the table this one is a rematch of, or null
 * @param planned the id the new table will take, chosen at the offer; null when none is offered
 * @param hashes each new side's id to the hash of the token its seat will open the new table with
 */
public record Rematch(String offeredBy, String table, String of, String planned, Map<String, String> hashes) {

    /** No rematch offered, made, or played. */
    public static final Rematch NONE = new Rematch(null, null, null, null, Map.of());

    /** Copies the hashes, keeping their order. */
    public Rematch {
        hashes = Collections.unmodifiableMap(new LinkedHashMap<>(Objects.requireNonNull(hashes, "hashes")));
    }

    /** The rematch offered by a side: the new table's id chosen and the offerer's new seat's hash kept. */
    Rematch offered(String side, String id, String newSide, String hash) {
        return new Rematch(side, null, of, id, Map.of(newSide, hash));
    }

    /** The offer withdrawn or declined: nothing planned any more. */
    Rematch declined() {
        return new Rematch(null, null, of, null, Map.of());
    }

    /** The offer accepted: the new table made at the planned id, with the accepter's new seat's hash added. */
    Rematch made(String newSide, String hash) {
        Map<String, String> all = new LinkedHashMap<>(hashes);
        if (newSide != null) {
            all.put(newSide, hash);
        }
        return new Rematch(null, planned, of, planned, all);
    }
}
