package org.tabula.api.board;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A position as geometry, for a host to draw and to turn pointing into moves without knowing the game: the
 * board's places on a plane, the lines between them, the regions with a role, what stands where, the marks
 * (the last move's places, a general in check) and a throw standing. Plain values, no drawing.
 *
 * <p>To describe a board, a game gives every place its notation name and its centre on a plane of
 * {@code width} by {@code height} (any unit; a host scales it): a point for a board played on points (morris's
 * twenty-four, xiangqi's ninety intersections), a square for a board played on squares (checkers' thirty-two dark
 * squares, Ur's twenty), an area for where men wait off the board (a hand, a home). {@link Link}s are the lines a
 * picture draws between places; {@link Region}s group places or cover an area with a role a picture shows
 * ({@link Region#DARK_SQUARES}, {@link Region#RIVER}, {@link Region#ROSETTES} ...). The pieces and marks change
 * with the position; the rest is the same for every position of a game with the same options.
 *
 * @param width the plane's width
 * @param height the plane's height
 * @param places every place, each name once
 * @param links the lines between places
 * @param regions the regions with a role
 * @param pieces what stands on the places, at most once a place and side
 * @param marks the marks on places
 * @param dice a throw standing, if any
 * @since 0.1.0
 */
public record BoardLayout(double width, double height, List<Place> places, List<Link> links, List<Region> regions,
        List<Piece> pieces, List<Mark> marks, Optional<Dice> dice) {

    /**
     * Checks that the names are unique and that every link, region, piece and mark names a place of the layout.
     *
     * @param width the plane's width
     * @param height the plane's height
     * @param places every place, each name once
     * @param links the lines between places
     * @param regions the regions with a role
     * @param pieces what stands on the places, at most once a place and side
     * @param marks the marks on places
     * @param dice a throw standing, if any
     * @throws IllegalArgumentException for a layout that names a place it does not have, or a place twice
     */
    public BoardLayout {
        places = List.copyOf(places);
        links = List.copyOf(links);
        regions = List.copyOf(regions);
        pieces = List.copyOf(pieces);
        marks = List.copyOf(marks);
        java.util.Objects.requireNonNull(dice, "dice");
        if (!(width > 0 && height > 0 && Double.isFinite(width * height))) {
            throw new IllegalArgumentException("a layout's plane has a width and a height");
        }
        Set<String> names = new HashSet<>();
        for (Place place : places) {
            if (!names.add(place.name())) {
                throw new IllegalArgumentException("the place " + place.name() + " is named twice");
            }
        }
        for (Link link : links) {
            known(names, link.from(), "a link");
            known(names, link.to(), "a link");
        }
        for (Region region : regions) {
            region.places().forEach(name -> known(names, name, "the region " + region.role()));
        }
        Set<String> held = new HashSet<>();
        for (Piece piece : pieces) {
            known(names, piece.place(), "a piece");
            if (!held.add(piece.place() + " " + piece.side().id())) {
                throw new IllegalArgumentException("two pieces of " + piece.side() + " on " + piece.place());
            }
        }
        marks.forEach(mark -> known(names, mark.place(), "a mark"));
    }

    /**
     * The board without pieces, marks or dice: the part that is the same for every position.
     *
     * @param width the plane's width
     * @param height the plane's height
     * @param places every place, each name once
     * @param links the lines between places
     * @param regions the regions with a role
     * @return a layout with no pieces, no marks and no throw
     */
    public static BoardLayout board(double width, double height, List<Place> places, List<Link> links,
            List<Region> regions) {
        return new BoardLayout(width, height, places, links, regions, List.of(), List.of(), Optional.empty());
    }

    /**
     * The same board with these pieces, marks and throw.
     *
     * @param newPieces what stands on the places now
     * @param newMarks the marks on places now
     * @param newDice the throw standing now, if any
     * @return a layout with this board's places, links and regions and the given pieces, marks and throw
     */
    public BoardLayout with(List<Piece> newPieces, List<Mark> newMarks, Optional<Dice> newDice) {
        return new BoardLayout(width, height, places, links, regions, newPieces, newMarks, newDice);
    }

    /**
     * The place with this name, if the layout has it.
     *
     * @param name a place's name, as the notation writes it
     * @return the place, or empty when the layout has no place of that name
     */
    public Optional<Place> place(String name) {
        return places.stream().filter(place -> place.name().equals(name)).findFirst();
    }

    /**
     * The pieces by the place they stand on (a place may hold pieces of both sides, as a shared home).
     *
     * @return the pieces of each place that holds any, keyed by the place's name
     */
    public Map<String, List<Piece>> piecesByPlace() {
        Map<String, List<Piece>> byPlace = new LinkedHashMap<>();
        for (Piece piece : pieces) {
            byPlace.computeIfAbsent(piece.place(), name -> new java.util.ArrayList<>()).add(piece);
        }
        byPlace.replaceAll((name, list) -> List.copyOf(list));
        return Map.copyOf(byPlace);
    }

    private static void known(Set<String> names, String name, String what) {
        if (!names.contains(name)) {
            throw new IllegalArgumentException(what + " names " + name + ", which is no place of the layout");
        }
    }
}
