package org.tabula.royalur.model;

import java.util.Objects;

/**
 * A move in its wire form: two places and nothing else, {@code hand-b1}, {@code b1-c2}, {@code g1-home}. It carries
 * no roll, and it is not checked against a board: {@code b1-h3} is a wire move, whether or not any game could
 * play it.
 *
 * @param from where the piece leaves: a square or the hand, never home
 * @param to where the piece arrives: a square or home, never the hand
 */
public record WireMove(Place from, Place to) {

    /** Checks that nothing moves from home or to the hand. */
    public WireMove {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        if (from.isHome()) {
            throw new IllegalArgumentException("a piece that has come home does not move again");
        }
        if (to.isHand()) {
            throw new IllegalArgumentException("nothing moves to the hand");
        }
    }

    /** The wire form, lower case: {@code hand-b1}. */
    public String text() {
        return from.text() + "-" + to.text();
    }

    @Override
    public String toString() {
        return text();
    }
}
