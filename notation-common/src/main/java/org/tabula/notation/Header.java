package org.tabula.notation;

import java.util.List;
import java.util.Objects;
import org.tabula.api.TextFormatException;
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
 * @param tag whether it was written as a bracket tag rather than a line of its own: a PGN tag such as
 *     {@code [Result "1-0"]} is not the game's own {@code result} line, though its name is the same word
 */
public record Header(Token keyword, List<Token> values, String value, TextLocation end, boolean tag) {

    /** Checks that nothing is missing, and keeps the values unchangeable. */
    public Header {
        Objects.requireNonNull(keyword, "keyword");
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(end, "end");
        values = List.copyOf(values);
    }

    /** A header written as a line of its own, not as a bracket tag. */
    public Header(Token keyword, List<Token> values, String value, TextLocation end) {
        this(keyword, values, value, end, false);
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

    /**
     * The value read as one quoted string, as PGN and PDN tags write it ({@code [Event "Club \"B\" game"]}):
     * without its quotes, {@code \"} read as {@code "} and {@code \\} as {@code \}; any other backslash is kept.
     *
     * @throws org.tabula.api.TextFormatException at the value, or where it is missing, when it is not one quoted
     *     string
     */
    public String quoted() {
        if (values.isEmpty()) {
            throw TextFormatException.at(end, "the value of " + keyword.text() + " is missing: write it in quotes");
        }
        Token first = values.get(0);
        if (!value.startsWith("\"")) {
            throw NotationErrors.at(first, "the value of " + keyword.text() + " is written in quotes, as in \"...\"");
        }
        StringBuilder text = new StringBuilder(value.length());
        int i = 1;
        while (i < value.length()) {
            char c = value.charAt(i);
            if (c == '"') {
                if (i != value.length() - 1) {
                    throw NotationErrors.at(first, "the value of " + keyword.text() + " is one quoted string, and"
                            + " something follows its closing quote");
                }
                return text.toString();
            }
            if (c == '\\' && i + 1 < value.length() && (value.charAt(i + 1) == '"' || value.charAt(i + 1) == '\\')) {
                i++;
                c = value.charAt(i);
            }
            text.append(c);
            i++;
        }
        throw TextFormatException.at(end, "the value of " + keyword.text() + " has no closing quote");
    }

    /**
     * A text as a quoted tag value, the way {@link #quoted()} reads it back: in double quotes, {@code "} and
     * {@code \} escaped with a backslash.
     *
     * @throws IllegalArgumentException when the text holds a line break, which no tag line can
     */
    public static String quote(String text) {
        if (text.chars().anyMatch(c -> Lines.isBreak((char) c))) {
            throw new IllegalArgumentException("a tag value holds a line break: " + text);
        }
        return '"' + text.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
    }
}
