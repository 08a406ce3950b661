package org.tabula.api.board;

/**
 * A rectangle of the plane, by its top left corner and its size.
 *
 * @param x the left edge
 * @param y the top edge
 * @param width the width, 0 or more
 * @param height the height, 0 or more
 * @since 0.1.0
 */
public record Area(double x, double y, double width, double height) {

    /**
     * Checks the sizes.
     *
     * @param x the left edge
     * @param y the top edge
     * @param width the width, 0 or more
     * @param height the height, 0 or more
     */
    public Area {
        if (width < 0 || height < 0 || !Double.isFinite(x + y + width + height)) {
            throw new IllegalArgumentException("an area has a corner and sizes of 0 or more");
        }
    }
}
