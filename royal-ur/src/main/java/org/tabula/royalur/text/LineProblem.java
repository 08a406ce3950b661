package org.tabula.royalur.text;

import org.tabula.api.TextLocation;
import org.tabula.royalur.model.RecordError;

/**
 * The first wrong line of a record, where in it and why: thrown inside the record's readers and caught where a
 * record is parsed ({@link RecordParser#parse(String)} answers it, {@link RecordParser#read(String)} throws a
 * {@code TextFormatException} from it). Never leaves this package.
 */
final class LineProblem extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final transient TextLocation at;
    final RecordError error;

    LineProblem(TextLocation at, RecordError error) {
        super(null, null, false, false);
        this.at = at;
        this.error = error;
    }
}
