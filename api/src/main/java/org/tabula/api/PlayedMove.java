package org.tabula.api;

import java.util.Objects;
import java.util.Optional;

/**
 * A move of a match as a list of its moves shows it: the number its record gives it, the side that played it, the
 * move, and the move as the game shows it to a reader where that is not its text.
 *
 * @param number the number as the record writes it before the move ({@code 3.}, {@code 3...})
 * @param side the side that played it
 * @param move the move
 * @param display the move as the game shows it to a reader ({@link Game#displayText}), or empty
 * @since 0.1.0
 */
public record PlayedMove(String number, Side side, Move move, Optional<String> display) {

    /**
     * Checks that every part is there.
     *
     * @param number the number as the record writes it before the move ({@code 3.}, {@code 3...})
     * @param side the side that played it
     * @param move the move
     * @param display the move as the game shows it to a reader ({@link Game#displayText}), or empty
     */
    public PlayedMove {
        Objects.requireNonNull(number, "number");
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(display, "display");
    }

    /**
     * The move's canonical text.
     *
     * @return the canonical text of the move played
     */
    public String text() {
        return move.text();
    }
}
