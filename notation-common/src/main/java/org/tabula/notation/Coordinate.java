package org.tabula.notation;

import java.util.Optional;

/**
 * A point or square named by a file letter and a rank digit, such as {@code d2} or {@code h0}.
 *
 * <p>Read in any case (ASCII letters only), written in lower case. Which coordinates exist is the game's business: this type only
 * knows that a file is a letter from {@code a} and a rank is one digit.
 *
 * @param file the file, counted from 0 for {@code a}
 * @param rank the rank digit as written, 0 to 9
 */
public record Coordinate(int file, int rank) {

    /** Checks that the file is a letter and the rank a digit. */
    public Coordinate {
        if (file < 0 || file >= 26) {
            throw new IllegalArgumentException("a file is a letter a to z: " + file);
        }
        if (rank < 0 || rank > 9) {
            throw new IllegalArgumentException("a rank is one digit: " + rank);
        }
    }

    /**
     * The coordinate of a file letter (either case) and a rank digit.
     *
     * @throws IllegalArgumentException when the letter is not {@code a}-{@code z} or the rank not 0-9
     */
    public static Coordinate of(char fileLetter, int rank) {
        return new Coordinate(Ascii.toLowerCase(fileLetter) - 'a', rank);
    }

    /**
     * Reads exactly a letter then a digit, in any case; empty for anything else. Never throws.
     */
    public static Optional<Coordinate> parse(CharSequence text) {
        if (text == null || text.length() != 2) {
            return Optional.empty();
        }
        return parseAt(text, 0);
    }

    /**
     * Reads a letter then a digit starting at {@code offset}; empty when those two characters are not a
     * coordinate or run past the end. Never throws for an offset inside or just past the text.
     */
    public static Optional<Coordinate> parseAt(CharSequence text, int offset) {
        if (text == null || offset < 0 || offset + 2 > text.length()) {
            return Optional.empty();
        }
        char letter = Ascii.toLowerCase(text.charAt(offset));
        char digit = text.charAt(offset + 1);
        if (letter < 'a' || letter > 'z' || digit < '0' || digit > '9') {
            return Optional.empty();
        }
        return Optional.of(new Coordinate(letter - 'a', digit - '0'));
    }

    /** The file letter, lower case. */
    public char fileLetter() {
        return (char) ('a' + file);
    }

    /** The coordinate as written: file letter in lower case, then the rank digit. */
    public String text() {
        return String.valueOf(fileLetter()) + rank;
    }

    @Override
    public String toString() {
        return text();
    }
}
