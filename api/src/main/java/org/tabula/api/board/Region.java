package org.tabula.api.board;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A part of the board with a role a picture shows: some places (the dark squares, the rosettes, the palace points,
 * a side's hand), or an area of the plane (the river, the gap), or both.
 *
 * @param role what the region is, in lower case words joined by dashes: see the constants
 * @param places the places it holds, by name; empty for an area alone
 * @param area the part of the plane it covers, if it is drawn as one
 * @since 0.1.0
 */
public record Region(String role, List<String> places, Optional<Area> area) {

    /** Dark squares, on which checkers is played. */
    public static final String DARK_SQUARES = "dark-squares";
    /** Light squares. */
    public static final String LIGHT_SQUARES = "light-squares";
    /** The xiangqi river. */
    public static final String RIVER = "river";
    /** A xiangqi palace. */
    public static final String PALACE = "palace";
    /** The Ur rosettes. */
    public static final String ROSETTES = "rosettes";
    /** Where a board has no squares, such as the Ur gap. */
    public static final String GAP = "gap";
    /** Where a side's men wait to enter, such as morris's men in hand or Ur's hand. */
    public static final String HAND = "hand";
    /** Where a side's men go when they leave the board, such as Ur's home. */
    public static final String HOME = "home";
    /** Points a picture draws as dots, such as morris's points (a grid's plain intersections are not drawn). */
    public static final String POINTS = "points";
    /** A side's own route, such as the squares an Ur side's pieces pass. */
    public static final String ROUTE = "route";

    /**
     * Checks the role and copies the places.
     *
     * @param role what the region is, in lower case words joined by dashes: see the constants
     * @param places the places it holds, by name; empty for an area alone
     * @param area the part of the plane it covers, if it is drawn as one
     */
    public Region {
        Objects.requireNonNull(role, "role");
        places = List.copyOf(places);
        Objects.requireNonNull(area, "area");
        if (!role.matches("[a-z0-9]+(-[a-z0-9]+)*")) {
            throw new IllegalArgumentException("a region's role is lower case words joined by dashes: " + role);
        }
    }

    /**
     * A region of places.
     *
     * @param role what the region is: see the constants
     * @param places the places it holds, by name
     * @return a region of these places with no area
     */
    public static Region of(String role, List<String> places) {
        return new Region(role, places, Optional.empty());
    }

    /**
     * A region that is an area of the plane.
     *
     * @param role what the region is: see the constants
     * @param area the part of the plane it covers
     * @return a region drawn as an area, holding no place
     */
    public static Region of(String role, Area area) {
        return new Region(role, List.of(), Optional.of(area));
    }
}
