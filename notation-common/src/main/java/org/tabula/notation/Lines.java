package org.tabula.notation;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.tabula.api.TextLocation;

/**
 * A text as numbered lines, and lines as canonical text.
 *
 * <p>Reading breaks lines at {@code \n}, at {@code \r\n}, at a lone {@code \r}, and at NEL ({@code U+0085}), the
 * line separator ({@code U+2028}) and the paragraph separator ({@code U+2029}): every game reads lines by this one
 * rule ({@link #breakAt}). The last three are Unicode's own line ends; a text some platform broke with them reads
 * as the same lines, where taking them as part of a line would let a {@code ;} comment swallow the rest of the
 * record silently. A vertical tab and a form feed are white space inside a line, as everywhere else. Writing joins
 * lines with {@code \n} and ends the last one with {@code \n} too, so that what is written reads back to the
 * same lines, byte for byte.
 */
public final class Lines {

    private Lines() {
    }

    /**
     * The lines of a text, numbered from 1. A final line break ends the last line rather than starting an empty
     * one, so {@code "a\nb\n"} and {@code "a\nb"} are both two lines; the empty text and {@code null} have none.
     * Never throws.
     */
    public static List<Line> split(CharSequence text) {
        if (text == null || text.length() == 0) {
            return List.of();
        }
        String whole = text.toString();
        List<Line> lines = new ArrayList<>();
        int start = 0;
        int number = 1;
        while (start < whole.length()) {
            int end = start;
            while (end < whole.length() && breakAt(whole, end) == 0) {
                end++;
            }
            lines.add(new Line(number++, whole.substring(start, end)));
            if (end == whole.length()) {
                break;
            }
            start = end + breakAt(whole, end);
        }
        return Collections.unmodifiableList(lines);
    }

    /**
     * How many characters of line break stand at {@code index}: 2 for {@code \r\n}, 1 for {@code \n}, a lone
     * {@code \r}, {@code U+0085}, {@code U+2028} or {@code U+2029}, and 0 for anything else (or past the end).
     * The one rule by which every reader counts lines. Never throws.
     */
    public static int breakAt(CharSequence text, int index) {
        if (index < 0 || index >= text.length()) {
            return 0;
        }
        char c = text.charAt(index);
        if (c == '\r') {
            // A CR LF is one break; a lone CR is one too, as a host shows the line an error names.
            return index + 1 < text.length() && text.charAt(index + 1) == '\n' ? 2 : 1;
        }
        return isBreak(c) ? 1 : 0;
    }

    /** True for a character that ends a line, alone or as part of {@code \r\n}. */
    public static boolean isBreak(char c) {
        return c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
    }

    /**
     * The lines of a text as {@link #split(CharSequence)} gives them, refusing a text or a line longer than the
     * limits allow: the way to split a text that came from outside.
     *
     * @throws org.tabula.api.TextFormatException naming the limit and where the text or the line passed it
     */
    public static List<Line> split(CharSequence text, TextLimits limits) {
        if (text == null) {
            return List.of();
        }
        limits.checkText(text);
        List<Line> lines = split(text);
        for (Line line : lines) {
            limits.checkLine(line);
        }
        return lines;
    }

    /**
     * Where the first line break other than a newline alone stands ({@code \r}, {@code \r\n}, NEL, {@code U+2028}
     * or {@code U+2029}), as {@link #split(CharSequence)} counts lines: just past the end of the line it breaks.
     * A reader that takes only the canonical text {@link #join(List)} writes refuses a text there. Empty when the
     * text has none. Never throws.
     */
    public static Optional<TextLocation> firstOtherBreak(CharSequence text) {
        if (text == null) {
            return Optional.empty();
        }
        int number = 1;
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                number++;
                start = i + 1;
            } else if (isBreak(c)) {
                return Optional.of(new TextLocation(number, Character.codePointCount(text, start, i) + 1));
            }
        }
        return Optional.empty();
    }

    /**
     * Where the first carriage return of a text stands, as {@link #split(CharSequence)} counts lines: just past
     * the end of the line it breaks (alone or as the start of {@code \r\n}). A reader that takes only the
     * canonical text {@link #join(List)} writes refuses a text there. Empty when the text has none. Never throws.
     */
    public static Optional<TextLocation> firstCarriageReturn(CharSequence text) {
        if (text == null) {
            return Optional.empty();
        }
        String whole = text.toString();
        int cr = whole.indexOf('\r');
        if (cr < 0) {
            return Optional.empty();
        }
        // Every line before the CR ended at \n, \r\n or \r; none of those before the first CR but \n.
        int number = 1;
        int start = 0;
        for (int i = whole.indexOf('\n'); i >= 0 && i < cr; i = whole.indexOf('\n', i + 1)) {
            number++;
            start = i + 1;
        }
        return Optional.of(new TextLocation(number, whole.codePointCount(start, cr) + 1));
    }

    /**
     * The canonical text of some lines: each followed by {@code \n}, the empty string for none.
     *
     * @throws IllegalArgumentException when a line holds a line break, which would not read back as one line
     */
    public static String join(List<String> lines) {
        StringBuilder text = new StringBuilder();
        for (String line : lines) {
            if (line.chars().anyMatch(c -> isBreak((char) c))) {
                throw new IllegalArgumentException("a line holds a line break: " + line);
            }
            text.append(line).append('\n');
        }
        return text.toString();
    }
}
