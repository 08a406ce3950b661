package org.tabula.web.table;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tabula.api.Side;
import org.tabula.host.core.seat.PlayerChoice;

/**
 * How a table's rematch is laid out: the sides swapped (each seat plays the side at the other end of the game's
 * side order), each person's name going with them, and each seat's new token worked out from its old one.
 */
final class Rematches {

    private Rematches() {
    }

    /** The side a seat of this side plays at the rematch. */
    static Side swapped(List<Side> sides, Side side) {
        return sides.get(sides.size() - 1 - sides.indexOf(side));
    }

    /**
     * What an offer or an acceptance by this seat needs: the new table's id (a fresh one, or the one offered), the
     * seat's new side and its new token's hash, and whether the other seats are filled and by bots alone.
     */
    static RematchPlan plan(Table table, Side side, String token) {
        Rematch rematch = table.players().rematch();
        String id = rematch.planned() != null ? rematch.planned() : SeatTokens.tableId();
        String newSide = swapped(table.game().sides(), side).id();
        boolean seated = true;
        boolean bots = true;
        List<String> open = table.openSeats();
        for (Side other : table.game().sides()) {
            if (!other.equals(side)) {
                seated &= !open.contains(other.id());
                bots &= !table.human(other);
            }
        }
        return new RematchPlan(id, newSide, SeatTokens.hash(SeatTokens.rematch(token, id, newSide)), seated, bots);
    }

    /** The rematch's seats: each side's player the one who played the swapped side. */
    static Map<Side, PlayerChoice> seats(Table table) {
        Map<Side, PlayerChoice> seats = new LinkedHashMap<>();
        List<Side> sides = table.game().sides();
        for (Side side : sides) {
            seats.put(side, table.seats().get(swapped(sides, side)));
        }
        return seats;
    }

    /** The rematch's players: the names swapped with their seats, the chat as it was allowed, nothing said. */
    static Players players(Table table) {
        Players before = table.players();
        Map<String, String> names = new LinkedHashMap<>();
        List<Side> sides = table.game().sides();
        for (Side side : sides) {
            String name = before.names().get(swapped(sides, side).id());
            if (name != null) {
                names.put(side.id(), name);
            }
        }
        return new Players(names, before.chat(), List.of(), null,
                new Rematch(null, null, table.id(), null, Map.of()));
    }

    /** The seat's side and token at the made rematch, worked out from its token here; empty when none is made. */
    static Optional<Map.Entry<String, String>> seat(Table table, Side side, String token) {
        String made = table.players().rematch().table();
        if (made == null) {
            return Optional.empty();
        }
        String newSide = swapped(table.game().sides(), side).id();
        return Optional.of(Map.entry(newSide, SeatTokens.rematch(token, made, newSide)));
    }
}
