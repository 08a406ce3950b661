package org.tabula.api;

import java.util.Objects;
import java.util.Optional;

/**
 * The endings players make rather than the rules: a resignation, a timeout, a draw agreed. Their reason codes and
 * sentences are the same in every game; a game's notation writes them its own way and reads them back here.
 *
 * @since 0.1.0
 */
public enum PlayerEnding {
    /** A side gave up; the other wins. */
    RESIGN("resign"),
    /** A side ran out of time; the other wins. */
    TIMEOUT("timeout"),
    /** Both sides agreed a draw. */
    AGREEMENT("agreement");

    private final String code;

    PlayerEnding(String code) {
        this.code = code;
    }

    /**
     * The reason code a {@link Result} of this ending carries.
     *
     * @return the code, such as {@code resign}
     */
    public String code() {
        return code;
    }

    /**
     * The ending a result's reason code names, or empty when the rules reached it.
     *
     * @param result any result
     * @return the player's ending its code names, or empty for one the rules reached
     */
    public static Optional<PlayerEnding> of(Result result) {
        for (PlayerEnding ending : values()) {
            if (ending.code.equals(result.reason())) {
                return Optional.of(ending);
            }
        }
        return Optional.empty();
    }

    /**
     * {@code loser} resigned and {@code winner} wins: "White wins: Black resigns".
     *
     * @param loser the side that resigned
     * @param winner the side that wins by it
     * @return the win of {@code winner} by resignation
     */
    public static Result resign(Side loser, Side winner) {
        return win(RESIGN, winner, loser.title() + " resigns");
    }

    /**
     * {@code loser} ran out of time and {@code winner} wins: "White wins: Black ran out of time".
     *
     * @param loser the side whose time ran out
     * @param winner the side that wins by it
     * @return the win of {@code winner} on time
     */
    public static Result timeout(Side loser, Side winner) {
        return win(TIMEOUT, winner, loser.title() + " ran out of time");
    }

    /**
     * The draw both sides agreed: "Draw: agreed".
     *
     * @return the agreed draw
     */
    public static Result agreement() {
        return Result.draw(AGREEMENT.code, "Draw: agreed");
    }

    /**
     * The result of this ending as a record names it: its winner (empty for the draw) and the side that lost.
     *
     * @param winner the side the record says won, or empty for the agreed draw
     * @param loser the side the record says lost: the one that resigned or ran out of time
     * @return the result of this ending
     * @throws IllegalArgumentException when a win has no winner or the draw has one
     */
    public Result result(Optional<Side> winner, Side loser) {
        Objects.requireNonNull(winner, "winner");
        if (winner.isPresent() == (this == AGREEMENT)) {
            throw new IllegalArgumentException(code + (this == AGREEMENT ? " has no winner" : " has a winner"));
        }
        return switch (this) {
            case RESIGN -> resign(loser, winner.orElseThrow());
            case TIMEOUT -> timeout(loser, winner.orElseThrow());
            case AGREEMENT -> agreement();
        };
    }

    private static Result win(PlayerEnding ending, Side winner, String why) {
        return Result.win(winner, ending.code, winner.title() + " wins: " + why);
    }
}
