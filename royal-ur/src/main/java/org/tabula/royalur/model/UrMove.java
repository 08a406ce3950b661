package org.tabula.royalur.model;

import java.util.Objects;
import java.util.Optional;
import org.tabula.api.Move;

/**
 * One turn of the Royal Game of Ur as a game plays it: the roll, and the move made with it or none when the roll
 * allowed none (a turn lost).
 *
 * <p>Its canonical text is the display form: the roll, a colon and a space, the wire form, then {@code x} when the
 * move takes a piece and {@code *} when it lands on a rosette, in that order ({@code 3: a2-d2x*}); a turn lost is
 * the roll and a dash ({@code 0: -}). Two turns are equal exactly when their texts are.
 *
 * @param wire the move in wire form, or empty for a turn lost
 * @param roll the roll the move was made with
 * @param capture whether the move takes a piece of the other side
 * @param rosette whether the move lands on a rosette, and so earns another turn
 */
public record UrMove(Optional<WireMove> wire, int roll, boolean capture, boolean rosette) implements Move {

    /** Checks that a turn lost neither takes nor lands, and that the roll is a digit. */
    public UrMove {
        Objects.requireNonNull(wire, "wire");
        if (roll < 0 || roll > 9) {
            throw new IllegalArgumentException("a roll is 0 to 9: " + roll);
        }
        if (wire.isEmpty() && (capture || rosette)) {
            throw new IllegalArgumentException("a turn lost takes nothing and lands nowhere");
        }
        if (wire.isPresent() && rosette && !wire.get().to().isRosette()) {
            throw new IllegalArgumentException(wire.get().to() + " is not a rosette");
        }
        if (wire.isPresent() && capture && !wire.get().to().isSquare()) {
            throw new IllegalArgumentException("a piece borne off takes nothing");
        }
    }

    /** A move made with a roll. */
    public static UrMove of(WireMove wire, int roll, boolean capture, boolean rosette) {
        return new UrMove(Optional.of(wire), roll, capture, rosette);
    }

    /** A turn lost to a roll that allowed no move. */
    public static UrMove forfeit(int roll) {
        return new UrMove(Optional.empty(), roll, false, false);
    }

    /** True for a turn lost. */
    public boolean isForfeit() {
        return wire.isEmpty();
    }

    /** The display form: {@code 3: a2-d2x*}, or {@code 0: -} for a turn lost. */
    @Override
    public String text() {
        return text(roll);
    }

    /** The display form with a roll given instead of the move's own: {@code 4: a2-d2x*}, or {@code 4: -}. */
    public String text(int shownRoll) {
        if (wire.isEmpty()) {
            return shownRoll + ": -";
        }
        return shownRoll + ": " + wire.get().text() + (capture ? "x" : "") + (rosette ? "*" : "");
    }

    @Override
    public String toString() {
        return text();
    }
}
