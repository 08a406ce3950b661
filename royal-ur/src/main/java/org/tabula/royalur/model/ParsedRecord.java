package org.tabula.royalur.model;

import java.util.Optional;

/**
 * What {@link org.tabula.royalur.UrNotation#parseRecord(String)} gives: the record, or the first line that is wrong and
 * why.
 *
 * @param record the record, when the text is one
 * @param problem the first line that is wrong and its error word, when it is not
 */
public record ParsedRecord(Optional<UrRecord> record, Optional<RecordProblem> problem) {

    /** Checks that exactly one of the two is present. */
    public ParsedRecord {
        if (record.isPresent() == problem.isPresent()) {
            throw new IllegalArgumentException("a parsed record is a record or a problem, not both or neither");
        }
    }

    public static ParsedRecord of(UrRecord record) {
        return new ParsedRecord(Optional.of(record), Optional.empty());
    }

    public static ParsedRecord failed(int line, String error) {
        return new ParsedRecord(Optional.empty(), Optional.of(new RecordProblem(line, error)));
    }
}
