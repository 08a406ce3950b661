package org.tabula.web.table;

import java.util.LinkedHashMap;
import java.util.Map;
import org.tabula.api.Match;
import org.tabula.api.RecordHeaders;
import org.tabula.api.Side;
import org.tabula.host.core.seat.PlayerChoice;

/**
 * The record's player headers of a table whose seats have names (PDN's White and Black, xiangqi's Red and Black):
 * a named seat's name, any other its seat as before ({@code human}, {@code bot:3}).
 */
final class NamedHeaders {

    private NamedHeaders() {
    }

    /** Names the match's players (changed in place); a table without names keeps its headers as they are. */
    static void apply(Match match, Map<Side, PlayerChoice> seats, Map<String, String> names) {
        if (names.isEmpty()) {
            return;
        }
        Map<Side, String> players = new LinkedHashMap<>();
        seats.forEach((side, seat) -> players.put(side, names.getOrDefault(side.id(), seat.toString())));
        RecordHeaders before = match.headers();
        match.headers(new RecordHeaders(before.date(), players, before.seed()));
    }
}
