package org.tabula.notation;

import java.util.Objects;
import java.util.Optional;

/**
 * What {@link RecordReader#readUpToFault(String)} gives: the record as far as it could be read, and the first
 * line fault, if any. With a fault the record holds the lines before the fault's line, and the fault's own line
 * too when a layout fault leaves it readable, so that a notation can judge what a line says before how it is laid
 * out; nothing after.
 *
 * @param record the record read, whole when there is no fault
 * @param fault the first line fault, or empty
 */
public record RecordReading(RecordText record, Optional<LineFault> fault) {

    /** Checks that nothing is missing. */
    public RecordReading {
        Objects.requireNonNull(record, "record");
        Objects.requireNonNull(fault, "fault");
    }
}
