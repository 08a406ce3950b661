package org.tabula.notation;

import java.util.Objects;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;

/**
 * The first line a {@link RecordReader} cannot take as it stands, where, and why: a line its canonical mode refuses
 * for its layout, or a tag it cannot read.
 *
 * @param kind what is wrong
 * @param at the line and column of the first character that is wrong (just past the line for a missing newline)
 * @param reason what is wrong, for a person
 */
public record LineFault(Kind kind, TextLocation at, String reason) {

    /** What can be wrong with a line: the first six only in the canonical mode, the last in any. */
    public enum Kind {
        /** A line with nothing but white space. */
        BLANK_LINE("a canonical text has no blank line"),
        /** A line ended by a carriage return (alone or before a newline), NEL, U+2028 or U+2029. */
        CARRIAGE_RETURN("a line of a canonical text ends with a newline alone, not a carriage return or another"
                + " line break"),
        /** White space other than the space character: a tab, a form feed, an em space... */
        WHITE_SPACE("a canonical text has no white space but the space character"),
        /** A line that begins with a space. */
        LEADING_SPACE("a line of a canonical text does not begin with a space"),
        /** A line that ends with a space. */
        TRAILING_SPACE("a line of a canonical text does not end with a space"),
        /** The last line without its newline. */
        NO_FINAL_NEWLINE("a canonical text ends with a newline"),
        /** A tag that cannot be read: not closed, or empty. */
        UNREADABLE("this line cannot be read");

        private final String reason;

        Kind(String reason) {
            this.reason = reason;
        }

        /** What the kind means, for a person. */
        public String reason() {
            return reason;
        }
    }

    /** Checks that nothing is missing. */
    public LineFault {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(reason, "reason");
    }

    /** A fault of layout, with its kind's reason. */
    static LineFault of(Kind kind, TextLocation at) {
        return new LineFault(kind, at, kind.reason());
    }

    /** The fault as the reader's {@code read} throws it: {@code reason at line:column}. */
    public TextFormatException exception() {
        return TextFormatException.at(at, reason);
    }
}
