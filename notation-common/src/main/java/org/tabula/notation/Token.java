package org.tabula.notation;

import java.util.Objects;
import org.tabula.api.TextLocation;

/**
 * A run of text with no white space in it, and where it begins.
 *
 * <p>Columns count characters as a reader sees them (Unicode code points), from 1.
 *
 * @param text the text, never empty
 * @param location the line and column of its first character
 */
public record Token(String text, TextLocation location) {

    /** Checks that the token has text and a place. */
    public Token {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(location, "location");
        if (text.isEmpty()) {
            throw new IllegalArgumentException("a token has text");
        }
    }

    /** A token at a line and a column. */
    public static Token of(String text, int line, int column) {
        return new Token(text, new TextLocation(line, column));
    }

    /** The line it stands on. */
    public int line() {
        return location.line();
    }

    /** The column of its first character. */
    public int column() {
        return location.column();
    }

    /** How many characters (code points) it has. */
    public int length() {
        return text.codePointCount(0, text.length());
    }

    /** Where the character {@code index} code points in stands; {@link #end()} for an index of {@link #length()}. */
    public TextLocation at(int index) {
        if (index < 0 || index > length()) {
            throw new IndexOutOfBoundsException("index " + index + " of a token of " + length());
        }
        return new TextLocation(location.line(), location.column() + index);
    }

    /** The place just past its last character, where something missing after it would stand. */
    public TextLocation end() {
        return at(length());
    }

    /**
     * The rest of the token from {@code index} code points in, at its own column.
     *
     * @throws IndexOutOfBoundsException when nothing is left from there
     */
    public Token from(int index) {
        if (index < 0 || index >= length()) {
            throw new IndexOutOfBoundsException("nothing left from " + index + " in a token of " + length());
        }
        return new Token(text.substring(text.offsetByCodePoints(0, index)), at(index));
    }

    /** True when the text is {@code word} in any case, comparing ASCII letters only as letters. */
    public boolean is(String word) {
        return Ascii.equalsIgnoreCase(text, word);
    }

    /** The text with ASCII letters in lower case; other characters as they are. */
    public String lowerCase() {
        return Ascii.toLowerCase(text);
    }

    @Override
    public String toString() {
        return text + "@" + location;
    }
}
