package org.tabula.notation;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.TextLocation;

/**
 * One line of a text, without its line break, and its number counted from 1.
 *
 * @param number the line number, from 1
 * @param text the line's text, without {@code \n} or {@code \r\n}
 */
public record Line(int number, String text) {

    /** Checks that the line is counted from 1 and has text (perhaps empty). */
    public Line {
        Objects.requireNonNull(text, "text");
        if (number < 1) {
            throw new IllegalArgumentException("lines count from 1: " + number);
        }
    }

    /**
     * The tokens of the line: the runs of characters between white space, each with its column. Never throws.
     */
    public List<Token> tokens() {
        List<Token> tokens = new ArrayList<>();
        int column = 1;
        int start = -1;
        int startColumn = 0;
        for (int i = 0; i < text.length(); ) {
            int codePoint = text.codePointAt(i);
            if (Ascii.isSpace(codePoint)) {
                if (start >= 0) {
                    tokens.add(Token.of(text.substring(start, i), number, startColumn));
                    start = -1;
                }
            } else if (start < 0) {
                start = i;
                startColumn = column;
            }
            i += Character.charCount(codePoint);
            column++;
        }
        if (start >= 0) {
            tokens.add(Token.of(text.substring(start), number, startColumn));
        }
        return Collections.unmodifiableList(tokens);
    }

    /** The first token, or empty for a blank line. */
    public Optional<Token> firstToken() {
        List<Token> tokens = tokens();
        return tokens.isEmpty() ? Optional.empty() : Optional.of(tokens.get(0));
    }

    /** True when the line holds nothing but white space. */
    public boolean isBlank() {
        return text.codePoints().allMatch(Ascii::isSpace);
    }

    /** How many characters (code points) the line has. */
    public int length() {
        return text.codePointCount(0, text.length());
    }

    /** The place of a column of this line. */
    public TextLocation at(int column) {
        return new TextLocation(number, column);
    }

    /** The first column of the line. */
    public TextLocation start() {
        return at(1);
    }

    /** The place just past the line's last character, where something missing at its end would stand. */
    public TextLocation end() {
        return at(length() + 1);
    }
}
