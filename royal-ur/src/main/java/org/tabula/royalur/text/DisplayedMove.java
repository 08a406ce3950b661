package org.tabula.royalur.text;

import java.util.Optional;
import org.tabula.royalur.model.ParsedMove;

/**
 * A display form as read, {@code 3: a2-d2x*}: the roll ({@link #NO_ROLL} when it was typed without one), the wire
 * part (a move or why not) and the two marks.
 *
 * @param roll the roll written, or {@link #NO_ROLL}
 * @param wire the wire move, or why the text is none
 * @param capture whether the capture mark {@code x} was written
 * @param rosette whether the rosette mark {@code *} was written
 */
public record DisplayedMove(int roll, ParsedMove wire, boolean capture, boolean rosette) {

    /** The roll of a display form typed without one. */
    public static final int NO_ROLL = -1;

    /** True when the roll was written. */
    public boolean hasRoll() {
        return roll != NO_ROLL;
    }

    /**
     * Reads a display form, {@code 3: a2-d2x*}, the words and letters in either case; empty when the text is not
     * one (a turn lost, {@code 0: -}, is not a move and is empty too).
     */
    public static Optional<DisplayedMove> parse(String text) {
        if (text == null || text.length() < 4 || text.charAt(0) < '0' || text.charAt(0) > '9'
                || !text.startsWith(": ", 1)) {
            return Optional.empty();
        }
        return Optional.of(marked(text.charAt(0) - '0', text.substring(3)));
    }

    /**
     * Reads a display form typed without its roll, {@code c1-a1*}: a wire move and at least one mark. Empty when
     * the text has no mark or is no wire move with its marks taken off, so a wire move is read as one.
     */
    public static Optional<DisplayedMove> parseWithoutRoll(String text) {
        if (text == null || !(text.endsWith("*") || text.endsWith("x") || text.endsWith("X"))) {
            return Optional.empty();
        }
        DisplayedMove read = marked(NO_ROLL, text);
        return read.wire().isMove() ? Optional.of(read) : Optional.empty();
    }

    private static DisplayedMove marked(int roll, String text) {
        String rest = text;
        boolean rosette = rest.endsWith("*");
        if (rosette) {
            rest = rest.substring(0, rest.length() - 1);
        }
        // The marks are lower case, like everything written; a typed X is forgiven as a letter would be.
        boolean capture = rest.endsWith("x") || (roll == NO_ROLL && rest.endsWith("X"));
        if (capture) {
            rest = rest.substring(0, rest.length() - 1);
        }
        return new DisplayedMove(roll, WireText.parse(rest), capture, rosette);
    }
}
