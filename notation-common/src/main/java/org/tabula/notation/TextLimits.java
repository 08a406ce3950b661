package org.tabula.notation;

import java.util.List;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;

/**
 * The most a reader takes of a text it did not write: the longest text, the longest line and the most moves, so
 * that no text a person or a platform sends can make an engine work without end or hold a game of any size.
 *
 * <p>Past a limit the reader refuses the whole text with a {@link TextFormatException} that names the limit and
 * where the text passed it. {@link #DEFAULT} is what {@link RecordReader} and the game notations apply; a host
 * applies {@link #MAX_FILE_BYTES} to a file before reading it at all.
 *
 * @param maxTextLength the most characters ({@code char}s, as {@link String#length()} counts) a whole text has
 * @param maxLineLength the most characters (code points, as columns count) one line has
 * @param maxMoves the most moves a record holds
 */
public record TextLimits(int maxTextLength, int maxLineLength, int maxMoves) {

    /**
     * The limits every notation applies unless it says otherwise: a text of at most 1,048,576 characters, lines
     * of at most 10,000, records of at most 10,000 moves. A game of any real length writes far less: a morris
     * record of 10,000 moves is about 90,000 characters, with no line over 25.
     */
    public static final TextLimits DEFAULT = new TextLimits(1 << 20, 10_000, 10_000);

    /** No limit at all, for a reader that promises never to throw. */
    public static final TextLimits NONE = new TextLimits(Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE);

    /**
     * The largest file, in bytes, a host reads as a game text: 1,048,576. UTF-8 spends at least one byte on each
     * character, so a file within it always decodes to a text within {@link #DEFAULT}'s length, and a larger one
     * is refused ({@link #checkFileSize(long)}) before a byte of it is read.
     */
    public static final long MAX_FILE_BYTES = DEFAULT.maxFileBytes();

    /** Checks that every limit is at least 1. */
    public TextLimits {
        if (maxTextLength < 1 || maxLineLength < 1 || maxMoves < 1) {
            throw new IllegalArgumentException("every limit is at least 1: " + maxTextLength + ", " + maxLineLength
                    + ", " + maxMoves);
        }
    }

    /** The largest file, in bytes, whose text can be within {@link #maxTextLength()}: the same number. */
    public long maxFileBytes() {
        return maxTextLength;
    }

    /**
     * Refuses a file too large to be a game text, before it is read: the check a host makes on a file's size.
     *
     * @throws TextFormatException at 1:1 naming the size and the limit, when {@code bytes} is over
     *     {@link #maxFileBytes()}
     */
    public void checkFileSize(long bytes) {
        if (bytes > maxFileBytes()) {
            throw TextFormatException.at(new TextLocation(1, 1), "the file has " + bytes + " bytes, more than the "
                    + maxFileBytes() + " a game text may have");
        }
    }

    /**
     * Refuses a text longer than {@link #maxTextLength()}, at the line and column of the first character past it.
     *
     * @throws TextFormatException naming the limit and where the text passed it
     */
    public void checkText(CharSequence text) {
        if (text.length() <= maxTextLength) {
            return;
        }
        int line = 1;
        int column = 1;
        for (int i = 0; i < maxTextLength; i++) {
            char c = text.charAt(i);
            int lineBreak = Lines.breakAt(text, i);
            if (lineBreak == 2) {
                // The \r of a \r\n belongs to the line break, as Lines reads it, not to the line.
                continue;
            } else if (lineBreak == 1) {
                // Every break Lines reads breaks the line here too.
                line++;
                column = 1;
            } else if (!Character.isLowSurrogate(c) || i == 0 || !Character.isHighSurrogate(text.charAt(i - 1))) {
                // A pair of surrogates is one character, one column, as Line counts columns.
                column++;
            }
        }
        throw TextFormatException.at(new TextLocation(line, column), "the text is longer than the " + maxTextLength
                + " characters a text may have");
    }

    /**
     * Refuses a line longer than {@link #maxLineLength()}, at its first column past the limit.
     *
     * @throws TextFormatException naming the line, the limit and where the line passed it
     */
    public void checkLine(Line line) {
        if (line.text().length() > maxLineLength && line.length() > maxLineLength) {
            throw TextFormatException.at(line.at(maxLineLength + 1), "line " + line.number()
                    + " is longer than the " + maxLineLength + " characters a line may have");
        }
    }

    /**
     * Refuses a record of more than {@link #maxMoves()} moves, naming the first move past the limit.
     *
     * @param moves the move tokens of a record, in order
     * @throws TextFormatException naming the first move past the limit by its place, text, line and column
     */
    public void checkMoves(List<Token> moves) {
        if (moves.size() > maxMoves) {
            throw NotationErrors.atMove(maxMoves + 1, moves.get(maxMoves), "a record holds at most " + maxMoves
                    + " moves");
        }
    }
}
