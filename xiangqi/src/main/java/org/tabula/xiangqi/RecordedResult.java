package org.tabula.xiangqi;

import java.util.Objects;
import java.util.Optional;
import org.tabula.notation.EndingLines;

/**
 * An ending a xiangqi record writes down because its moves cannot show it: a resignation, a timeout or an agreed
 * draw.
 *
 * <p>Written {@code result red resign}, {@code result black timeout} or {@code result draw agreement}. The other
 * endings (no legal move, the repetition rulings, the no-capture limit) come back from playing the moves and are
 * never written.
 *
 * @param winner the side that won, or empty for a draw
 * @param reason {@link #RESIGN}, {@link #TIMEOUT} or {@link #AGREEMENT}
 */
public record RecordedResult(Optional<Colour> winner, String reason) {

    /** The loser gave up; the winner is named. */
    public static final String RESIGN = EndingLines.RESIGN;
    /** The loser ran out of time; the winner is named. */
    public static final String TIMEOUT = EndingLines.TIMEOUT;
    /** Both sides agreed a draw; no winner. */
    public static final String AGREEMENT = EndingLines.AGREEMENT;

    /**
     * Checks that the ending is one a record writes: resign or timeout with a winner, agreement without one.
     *
     * @throws IllegalArgumentException for any other reason, or a winner that does not fit the reason
     */
    public RecordedResult {
        Objects.requireNonNull(winner, "winner");
        Objects.requireNonNull(reason, "reason");
        switch (reason) {
            case RESIGN, TIMEOUT -> {
                if (winner.isEmpty()) {
                    throw new IllegalArgumentException("a game ended by " + reason + " has a winner");
                }
            }
            case AGREEMENT -> {
                if (winner.isPresent()) {
                    throw new IllegalArgumentException("a game ended by agreement is a draw, not a win for "
                            + winner.get().word());
                }
            }
            default -> throw new IllegalArgumentException("a record writes only the endings resign, timeout and"
                    + " agreement, not '" + reason + "'");
        }
    }

    /** The other side resigned and {@code winner} won. */
    public static RecordedResult resign(Colour winner) {
        return new RecordedResult(Optional.of(winner), RESIGN);
    }

    /** The other side ran out of time and {@code winner} won. */
    public static RecordedResult timeout(Colour winner) {
        return new RecordedResult(Optional.of(winner), TIMEOUT);
    }

    /** A draw both sides agreed. */
    public static RecordedResult agreement() {
        return new RecordedResult(Optional.empty(), AGREEMENT);
    }

    /** The line's text after {@code result}: the winner's word or {@code draw}, then the reason. */
    public String text() {
        return winner.map(Colour::word).orElse("draw") + " " + reason;
    }
}
