package org.tabula.web.store;

import java.time.Instant;

/**
 * A committed change as the table's log keeps it.
 *
 * @param version the table's version this change made
 * @param action what was done (see {@link TableChange#action()})
 * @param side the id of the side that did it
 * @param text the move or the throw; empty for the other actions
 * @param at when it was committed
 */
public record TableEvent(long version, String action, String side, String text, Instant at) {
}
