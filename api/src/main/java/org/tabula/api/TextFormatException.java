package org.tabula.api;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A whole text (a position or a record) that cannot be read, or a record whose moves do not play.
 *
 * <p>The message names where: it ends in {@code at line:column} for a text that cannot be read, or names
 * the move by its place in the game ({@code move 12 (d2-d3)}) for a record whose move is refused.
 * Unchecked, like any error a caller can only report. Control characters quoted from the text are shown escaped
 * ({@link Printable#escape}) in the message and the reason.
 *
 * @since 0.1.0
 */
public class TextFormatException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** The reason without the place, escaped. */
    private final String reason;
    private final transient TextLocation location;
    /** The failed move's place in the game, counted from 1, or 0 when no move failed. */
    private final int moveNumber;

    private TextFormatException(String message, String reason, TextLocation location, int moveNumber) {
        // Escaped here, once for every reader: the reason may quote the text, control characters and all.
        super(Printable.escape(message));
        this.reason = Printable.escape(reason);
        this.location = location;
        this.moveNumber = moveNumber;
    }

    /**
     * A text that cannot be read at a line and column; the message is the reason then {@code at line:column}.
     *
     * @param location where in the text reading stopped
     * @param reason what is wrong, as a sentence without the place
     * @return the exception, to throw
     */
    public static TextFormatException at(TextLocation location, String reason) {
        Objects.requireNonNull(location, "location");
        return new TextFormatException(reason + " at " + location, reason, location, 0);
    }

    /**
     * A record whose move, the {@code moveNumber}-th of the game counted from 1, cannot be read or is refused.
     * The message names the move, its text and the reason, then the line and column where it stands.
     *
     * @param moveNumber the move's place in the game, counted from 1
     * @param moveText the move's text as the record writes it
     * @param location where the move stands in the record
     * @param reason why the move cannot be read or was refused
     * @return the exception, to throw
     */
    public static TextFormatException atMove(int moveNumber, String moveText, TextLocation location, String reason) {
        if (moveNumber < 1) {
            throw new IllegalArgumentException("moves count from 1: " + moveNumber);
        }
        String message = "move " + moveNumber + " (" + moveText + "): " + reason
                + (location == null ? "" : " at " + location);
        return new TextFormatException(message, reason, location, moveNumber);
    }

    /**
     * The reason without the place.
     *
     * @return the reason alone, without {@code at line:column}
     */
    public String reason() {
        return reason;
    }

    /**
     * The line and column, when known.
     *
     * @return the line and column, or empty when the text had none to give
     */
    public Optional<TextLocation> location() {
        return Optional.ofNullable(location);
    }

    /**
     * The place in the game of the move that failed, counted from 1, when a move failed.
     *
     * @return the move's number, or empty when no move failed
     */
    public OptionalInt moveNumber() {
        return moveNumber == 0 ? OptionalInt.empty() : OptionalInt.of(moveNumber);
    }
}
