package org.tabula.api.testkit;

import java.util.Optional;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;

/**
 * Whether a {@link TextFormatException} names a place that is in the text it was thrown for: the checks a fuzzed
 * reader's refusals must pass.
 *
 * <p>Lines are counted as the notations count them: broken at {@code \n}, {@code \r\n} or a lone {@code \r}
 * (as a host shows the line an error names), a final break ending the last line. A place may be one line past the
 * last (something missing at the end) and one column past a line's last character. Columns are counted in code points, as notations count them,
 * though a column counted in {@code char}s is let pass.
 */
public final class TextPlaces {

    private TextPlaces() {
    }

    /**
     * What is wrong with the refusal of {@code text}, or empty when it names where: a place inside the text,
     * a message ending in {@code at line:column}, or a move named by its place in the game.
     */
    public static Optional<String> problem(String text, TextFormatException refusal) {
        if (refusal.reason() == null || refusal.reason().isBlank()) {
            return Optional.of("the refusal gives no reason");
        }
        Optional<TextLocation> location = refusal.location();
        if (location.isEmpty()) {
            return refusal.moveNumber().isPresent() ? Optional.empty()
                    : Optional.of("the refusal names neither a line and column nor a move");
        }
        if (refusal.moveNumber().isEmpty() && !refusal.getMessage().endsWith(" at " + location.get())) {
            return Optional.of("the message does not end with 'at " + location.get() + "'");
        }
        return outside(text, location.get());
    }

    /** Why {@code location} is not a place of {@code text}, or empty when it is one. */
    public static Optional<String> outside(String text, TextLocation location) {
        String[] lines = lines(text);
        int line = location.line();
        if (line > lines.length + 1) {
            return Optional.of("line " + line + " is past the text's " + lines.length + " lines");
        }
        int longest = line > lines.length ? 0 : lines[line - 1].length();
        if (location.column() > longest + 1) {
            return Optional.of("column " + location.column() + " is past line " + line + ", which has "
                    + (line > lines.length ? "no characters" : lines[line - 1].codePointCount(0, longest)
                    + " characters"));
        }
        return Optional.empty();
    }

    private static String[] lines(String text) {
        if (text.isEmpty()) {
            return new String[0];
        }
        // A final break ends the last line rather than starting an empty one. The breaks are notation-common's
        // one rule (Lines.breakAt): \n, \r\n, a lone \r, NEL, U+2028 and U+2029.
        String body = text.endsWith("\r\n") ? text.substring(0, text.length() - 2)
                : "\n\r\u0085\u2028\u2029".indexOf(text.charAt(text.length() - 1)) >= 0
                ? text.substring(0, text.length() - 1) : text;
        return body.split("\r\n|[\r\n\u0085\u2028\u2029]", -1);
    }
}
