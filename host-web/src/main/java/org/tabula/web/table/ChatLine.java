package org.tabula.web.table;

import java.time.Instant;
import java.util.Objects;

/**
 * A line one seat said at its table.
 *
 * @param side the id of the side whose seat said it
 * @param text what was said, plain text (checked by SaidText)
 * @param at when the server took it
 */
public record ChatLine(String side, String text, Instant at) {

    /** Checks that every part is there. */
    public ChatLine {
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(at, "at");
    }
}
