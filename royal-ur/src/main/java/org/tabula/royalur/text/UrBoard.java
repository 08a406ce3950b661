package org.tabula.royalur.text;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.tabula.api.board.Area;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Place;
import org.tabula.api.board.Region;
import org.tabula.royalur.model.Route;
import org.tabula.royalur.model.Squares;
import org.tabula.royalur.model.UrSide;

/**
 * The Royal Game of Ur's board on a plane, the part of a layout that no position changes: the twenty squares, one
 * unit each, files a to h left to right and light's row 1 at the bottom; each side's hand and home as areas beside
 * its own row (light's below the board, dark's above, the hand under the large block and home under the small one,
 * where the route starts and ends); the rosettes, the two gaps, and each side's route as regions.
 *
 * <pre>
 *   y 0.5 .. 1.5   dark-hand (a..d)        dark-home (f..h)
 *   y 2 .. 5       row 3, row 2, row 1; x 1 .. 9, files a..h
 *   y 5.5 .. 6.5   light-hand (a..d)       light-home (f..h)
 * </pre>
 */
public final class UrBoard {

    /** The plane: a margin of 1 left and right, 0.5 above and below. */
    static final double WIDTH = 10;
    static final double HEIGHT = 7;
    private static final double LEFT = 1;
    private static final double TOP = 2;
    /** Hand under files a..d, home under f..h. */
    private static final double HAND_X = 3;
    private static final double HAND_WIDTH = 4;
    private static final double HOME_X = 7.5;
    private static final double HOME_WIDTH = 3;

    // Only the routes differ between rule sets, so one board a route, built once.
    private static final Map<Route, BoardLayout> BOARDS = new EnumMap<>(Route.class);

    static {
        for (Route route : Route.values()) {
            BOARDS.put(route, build(route));
        }
    }

    private UrBoard() {
    }

    /** The board of a route, without pieces, marks or dice. */
    public static BoardLayout of(Route route) {
        return BOARDS.get(route);
    }

    /** The name of a side's hand: {@code light-hand}. */
    public static String hand(UrSide side) {
        return side.side().id() + "-hand";
    }

    /** The name of a side's home: {@code dark-home}. */
    public static String home(UrSide side) {
        return side.side().id() + "-home";
    }

    private static BoardLayout build(Route route) {
        List<Place> places = new ArrayList<>();
        List<String> rosettes = new ArrayList<>();
        for (int cell = 0; cell < Squares.CELLS; cell++) {
            if (Squares.isSquare(cell)) {
                places.add(Place.square(Squares.name(cell), LEFT + Squares.file(cell) + 0.5,
                        TOP + (Squares.ROWS - Squares.row(cell)) + 0.5, 1));
                if (Squares.isRosette(cell)) {
                    rosettes.add(Squares.name(cell));
                }
            }
        }
        List<Region> regions = new ArrayList<>();
        regions.add(Region.of(Region.ROSETTES, rosettes));
        for (int row : new int[] {3, 1}) {
            regions.add(Region.of(Region.GAP, new Area(LEFT + 4, TOP + Squares.ROWS - row, 2, 1)));
        }
        for (UrSide side : UrSide.values()) {
            // Light's areas on the row below the board, dark's on the row above it.
            double y = side == UrSide.LIGHT ? TOP + Squares.ROWS + 1 : TOP - 1;
            places.add(new Place(hand(side), HAND_X, y, HAND_WIDTH, 1));
            places.add(new Place(home(side), HOME_X, y, HOME_WIDTH, 1));
        }
        for (UrSide side : UrSide.values()) {
            regions.add(Region.of(Region.HAND, List.of(hand(side))));
        }
        for (UrSide side : UrSide.values()) {
            regions.add(Region.of(Region.HOME, List.of(home(side))));
        }
        for (UrSide side : UrSide.values()) {
            List<String> squares = new ArrayList<>();
            for (int step = 1; step <= route.length(); step++) {
                squares.add(Squares.name(route.cell(side, step)));
            }
            regions.add(Region.of(Region.ROUTE, squares));
        }
        return BoardLayout.board(WIDTH, HEIGHT, places, List.of(), regions);
    }
}
