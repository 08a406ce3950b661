package org.tabula.web.store;

import java.util.Objects;
import java.util.Optional;

/**
 * Which tables a lobby's page lists: of one game or any, of one status or any, with a seat of one player's name or
 * any, at most {@code limit} of them, newest made first, after a place in that order.
 *
 * @param game a game's id, or null for every game
 * @param status {@code active} or {@code over} as the store keeps it, or null for both
 * @param player a name one of the table's seats gave, in any case, or null for any table
 * @param limit the most tables to give, 1 or more
 * @param after where the previous page ended, or empty for the first page
 */
public record TableQuery(String game, String status, String player, int limit, Optional<ListCursor> after) {

    /** Checks the limit and the status. */
    public TableQuery {
        Objects.requireNonNull(after, "after");
        if (limit < 1) {
            throw new IllegalArgumentException("a page lists a table at least: " + limit);
        }
        if (status != null && !status.equals("active") && !status.equals("over")) {
            throw new IllegalArgumentException("a stored status is active or over: " + status);
        }
    }
}
