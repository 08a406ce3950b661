package org.tabula.notation;

import java.util.Optional;
import org.tabula.api.TextLocation;

/**
 * The layout of the canonical text {@link Lines#join(java.util.List)} writes, checked line by line: every line
 * ends with a newline alone, none is blank, and the only white space is a single-character space, never at a
 * line's start or end. A blank line is refused at its start, a line a carriage return ends at the return, any
 * other at its leftmost fault.
 */
final class CanonicalLayout {

    private CanonicalLayout() {
    }

    /**
     * The first fault of one line of a text.
     *
     * @param carriageReturn where the text's first carriage return stands ({@link Lines#firstOtherBreak}), or
     *     null when it has none
     * @param unterminated true when this is the last line and the text does not end with a newline
     */
    static Optional<LineFault> fault(Line line, TextLocation carriageReturn, boolean unterminated) {
        if (line.isBlank()) {
            return Optional.of(LineFault.of(LineFault.Kind.BLANK_LINE, line.start()));
        }
        // How a line ends is judged before what it holds: a line a CR ends is refused at the CR.
        if (carriageReturn != null && carriageReturn.line() == line.number()) {
            return Optional.of(LineFault.of(LineFault.Kind.CARRIAGE_RETURN, carriageReturn));
        }
        String text = line.text();
        if (text.charAt(0) == ' ') {
            return Optional.of(LineFault.of(LineFault.Kind.LEADING_SPACE, line.start()));
        }
        int column = 1;
        for (int i = 0; i < text.length(); column++) {
            int c = text.codePointAt(i);
            if (c != ' ' && Ascii.isSpace(c)) {
                return Optional.of(LineFault.of(LineFault.Kind.WHITE_SPACE, line.at(column)));
            }
            i += Character.charCount(c);
        }
        int kept = text.stripTrailing().length();
        if (kept < text.length()) {
            // Only spaces are left to strip here: other white space was refused above.
            return Optional.of(LineFault.of(LineFault.Kind.TRAILING_SPACE,
                    line.at(text.codePointCount(0, kept) + 1)));
        }
        if (unterminated) {
            return Optional.of(LineFault.of(LineFault.Kind.NO_FINAL_NEWLINE, line.end()));
        }
        return Optional.empty();
    }
}
