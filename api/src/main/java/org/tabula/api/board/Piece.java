package org.tabula.api.board;

import java.util.Objects;
import org.tabula.api.Side;

/**
 * What stands on a place: men of a side, of a kind, with a short label to draw on them.
 *
 * @param place the place's name
 * @param side the side they belong to
 * @param kind the kind in lower case, such as {@code man}, {@code king}, {@code chariot}
 * @param label a short label drawn on the piece, such as {@code K} or {@code 車}; empty for none
 * @param count how many stand there: 1 on a square, more in a hand or a home
 * @since 0.1.0
 */
public record Piece(String place, Side side, String kind, String label, int count) {

    /**
     * Checks that there is at least one.
     *
     * @param place the place's name
     * @param side the side they belong to
     * @param kind the kind in lower case, such as {@code man}, {@code king}, {@code chariot}
     * @param label a short label drawn on the piece, such as {@code K} or {@code 車}; empty for none
     * @param count how many stand there: 1 on a square, more in a hand or a home
     */
    public Piece {
        Objects.requireNonNull(place, "place");
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(label, "label");
        if (count < 1) {
            throw new IllegalArgumentException("a piece on a place is 1 or more men: " + count);
        }
    }

    /**
     * One piece on a place.
     *
     * @param place the place's name
     * @param side the side it belongs to
     * @param kind the kind in lower case, such as {@code man}
     * @param label a short label drawn on the piece; empty for none
     * @return a piece standing alone on the place
     */
    public static Piece one(String place, Side side, String kind, String label) {
        return new Piece(place, side, kind, label, 1);
    }
}
