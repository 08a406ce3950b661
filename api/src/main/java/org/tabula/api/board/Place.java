package org.tabula.api.board;

import java.util.Objects;

/**
 * One place of a board on the layout's plane: a point where lines meet (morris, xiangqi), a square (checkers,
 * Ur), or an area that holds men (a hand, a home). Named exactly as the game's notation names it.
 *
 * @param name the place as the notation writes it: {@code a7}, {@code 32}, {@code e0}, a side's hand
 * @param x the centre, from the plane's left
 * @param y the centre, from the plane's top
 * @param width the width of a square or area, 0 for a point
 * @param height the height of a square or area, 0 for a point
 * @since 0.1.0
 */
public record Place(String name, double x, double y, double width, double height) {

    /**
     * Checks the name and that the sizes are not negative.
     *
     * @param name the place as the notation writes it: {@code a7}, {@code 32}, {@code e0}, a side's hand
     * @param x the centre, from the plane's left
     * @param y the centre, from the plane's top
     * @param width the width of a square or area, 0 for a point
     * @param height the height of a square or area, 0 for a point
     */
    public Place {
        Objects.requireNonNull(name, "name");
        if (name.isBlank() || width < 0 || height < 0 || !Double.isFinite(x + y + width + height)) {
            throw new IllegalArgumentException("a place has a name, a centre and sizes of 0 or more: " + name);
        }
    }

    /**
     * A point where lines meet, such as a morris point or a xiangqi intersection.
     *
     * @param name the place as the notation writes it
     * @param x the point, from the plane's left
     * @param y the point, from the plane's top
     * @return a place with no area
     */
    public static Place point(String name, double x, double y) {
        return new Place(name, x, y, 0, 0);
    }

    /**
     * A square of side {@code size} centred at (x, y).
     *
     * @param name the place as the notation writes it
     * @param x the centre, from the plane's left
     * @param y the centre, from the plane's top
     * @param size the length of the square's side
     * @return a square place
     */
    public static Place square(String name, double x, double y, double size) {
        return new Place(name, x, y, size, size);
    }

    /**
     * Whether the place is a point (no area).
     *
     * @return true when the place has neither width nor height
     */
    public boolean isPoint() {
        return width == 0 && height == 0;
    }
}
