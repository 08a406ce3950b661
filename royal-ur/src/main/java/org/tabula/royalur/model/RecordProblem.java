package org.tabula.royalur.model;

import java.util.Objects;

/**
 * The first line of a record text that is wrong, counted from 1, and the word that says why; see
 * {@link org.tabula.royalur.UrNotation#parseRecord(String)} for the words.
 *
 * @param line the line, from 1
 * @param error the error word, such as {@code side} or {@code dice}
 */
public record RecordProblem(int line, String error) {

    /** Checks the parts. */
    public RecordProblem {
        Objects.requireNonNull(error, "error");
        if (line < 1) {
            throw new IllegalArgumentException("lines count from 1: " + line);
        }
    }
}
