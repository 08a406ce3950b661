package org.tabula.morris.model;

import java.util.Objects;
import org.tabula.api.TextLocation;

/**
 * A move as a record holds it: the move, its text as written, and where it stands in the record, so a game that
 * refuses it can say which and where.
 *
 * @param move the move read
 * @param text the move as written in the record
 * @param location the line and column where it begins
 */
public record RecordedMove(MorrisMove move, String text, TextLocation location) {

    /** Checks that nothing is null. */
    public RecordedMove {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(location, "location");
    }
}
