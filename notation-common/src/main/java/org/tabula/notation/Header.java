package org.tabula.notation;

import java.util.List;
import java.util.Objects;
import org.tabula.api.TextLocation;

/**
 * A header line of a record: a keyword and its values, written as a line of their own ({@code position W... w 8 8
 * 0 2}, {@code flying no}) or as a bracket tag ({@code [rules finkel]}, {@code [Event "Club game"]}).
 *
 * @param keyword the keyword as written, at its place
 * @param values the tokens after the keyword, in order (for a tag, inside the brackets)
 * @param value the text after the keyword with the white space around it trimmed, as written (for a tag, the
 *     text inside the brackets, quotes and all)
 * @param end the place just past the header's last value (or its keyword), where a missing value is reported
 */
public record Header(Token keyword, List<Token> values, String value, TextLocation end) {

    /** Checks that nothing is missing, and keeps the values unchangeable. */
    public Header {
        Objects.requireNonNull(keyword, "keyword");
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(end, "end");
        values = List.copyOf(values);
    }

    /** The keyword in lower case (ASCII letters only). */
    public String name() {
        return keyword.lowerCase();
    }

    /** True when the keyword is {@code word}, in any case. */
    public boolean is(String word) {
        return keyword.is(word);
    }

    /** The line the header stands on. */
    public int line() {
        return keyword.line();
    }
}
