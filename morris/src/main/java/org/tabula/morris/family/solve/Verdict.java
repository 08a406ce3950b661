package org.tabula.morris.family.solve;

import java.util.Objects;

/**
 * A solved position's value for the side to move and its distance to the end in plies with perfect play: the
 * winner hurrying, the loser holding out. A draw has no end, and its distance is 0.
 *
 * @param value win, loss or draw for the side to move
 * @param plies the plies to the end; 0 for a game already over and for a draw
 */
public record Verdict(MillValue value, int plies) {

    /** Checks the parts. */
    public Verdict {
        Objects.requireNonNull(value, "value");
        if (plies < 0 || (value == MillValue.DRAW && plies != 0)) {
            throw new IllegalArgumentException("a " + value + " at " + plies + " plies");
        }
    }
}
