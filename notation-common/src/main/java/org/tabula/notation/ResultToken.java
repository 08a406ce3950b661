package org.tabula.notation;

import java.util.Objects;
import java.util.Optional;
import org.tabula.api.Side;

/**
 * The result tokens that end the move text of PGN and PDN records, and their tags' {@code Result} value:
 * {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} and {@code *}.
 *
 * <p>{@code 1-0} is a win for the side that moves first in the game (White in chess, Black in checkers, Red in
 * xiangqi), {@code 0-1} for the other; which side that is, is the game's business.
 */
public enum ResultToken {
    /** {@code 1-0}: the side that moves first won. */
    FIRST_WINS("1-0"),
    /** {@code 0-1}: the side that moves second won. */
    SECOND_WINS("0-1"),
    /** {@code 1/2-1/2}: a draw. */
    DRAW("1/2-1/2"),
    /** {@code *}: the game goes on, or its result is not known. */
    UNDECIDED("*");

    private final String text;

    ResultToken(String text) {
        this.text = text;
    }

    /** The token as written. */
    public String text() {
        return text;
    }

    /** The result token a text is, exactly as written; empty for anything else, {@code null} included. Never throws. */
    public static Optional<ResultToken> parse(String text) {
        for (ResultToken token : values()) {
            if (token.text.equals(text)) {
                return Optional.of(token);
            }
        }
        return Optional.empty();
    }

    /**
     * The token of an ended game: {@code 1-0} when {@code first}, the side that moves first, won, {@code 0-1}
     * when another side did, {@code 1/2-1/2} when no side won.
     */
    public static ResultToken ofWinner(Optional<Side> winner, Side first) {
        Objects.requireNonNull(first, "first");
        return winner.map(side -> side.equals(first) ? FIRST_WINS : SECOND_WINS).orElse(DRAW);
    }

    @Override
    public String toString() {
        return text;
    }
}
