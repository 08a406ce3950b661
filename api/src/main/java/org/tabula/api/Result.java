package org.tabula.api;

import java.util.Objects;
import java.util.Optional;

/**
 * How a game ended: the winner or a draw, a reason code and a sentence.
 *
 * @param winner the side that won, or {@code null} for a draw
 * @param reason the game's reason code, such as {@code no-move}, {@code resign} or {@code repetition}
 * @param sentence the ending for a person, such as "White wins: Black has no move"
 * @since 0.1.0
 */
public record Result(Side winner, String reason, String sentence) {

    /**
     * Checks that the reason and sentence are present.
     *
     * @param winner the side that won, or {@code null} for a draw
     * @param reason the game's reason code, such as {@code no-move}, {@code resign} or {@code repetition}
     * @param sentence the ending for a person, such as "White wins: Black has no move"
     */
    public Result {
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(sentence, "sentence");
    }

    /**
     * A win for a side.
     *
     * @param winner the side that won
     * @param reason the game's reason code, such as {@code no-move}
     * @param sentence the ending for a person, such as "White wins: Black has no move"
     * @return a result naming the winner
     */
    public static Result win(Side winner, String reason, String sentence) {
        return new Result(Objects.requireNonNull(winner, "winner"), reason, sentence);
    }

    /**
     * A draw.
     *
     * @param reason the game's reason code, such as {@code repetition}
     * @param sentence the ending for a person, such as "Draw by threefold repetition"
     * @return a result with no winner
     */
    public static Result draw(String reason, String sentence) {
        return new Result(null, reason, sentence);
    }

    /**
     * The winner, or empty for a draw.
     *
     * @return the side that won, or empty for a draw
     */
    public Optional<Side> winnerIfAny() {
        return Optional.ofNullable(winner);
    }

    /**
     * True when nobody won.
     *
     * @return true for a draw, false for a win
     */
    public boolean isDraw() {
        return winner == null;
    }

    @Override
    public String toString() {
        return sentence;
    }
}
