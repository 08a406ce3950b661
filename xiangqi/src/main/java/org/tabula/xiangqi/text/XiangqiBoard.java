package org.tabula.xiangqi.text;

import java.util.ArrayList;
import java.util.List;
import org.tabula.api.board.Area;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Link;
import org.tabula.api.board.Place;
import org.tabula.api.board.Region;
import org.tabula.xiangqi.model.Squares;

/**
 * The xiangqi board as geometry, the same for every position: the ninety points {@code a0}..{@code i9} one unit
 * apart with a margin of one, red's rank 0 at the bottom (y grows downwards); the grid lines, which cross the river
 * only on the edge files a and i; the palace diagonals; the river as an area and the two palaces.
 */
final class XiangqiBoard {

    /** Around the grid, so pieces drawn on the edge points fit on the plane. */
    private static final double MARGIN = 1;
    /** The ranks the river runs between. */
    private static final int RIVER_BELOW = 4;

    /** The board, built once. */
    static final BoardLayout BOARD = BoardLayout.board(Squares.FILES - 1 + 2 * MARGIN, Squares.RANKS - 1 + 2 * MARGIN,
            places(), links(), regions());

    private XiangqiBoard() {
    }

    /** The x of a file, a at the left. */
    static double x(int file) {
        return MARGIN + file;
    }

    /** The y of a rank, rank 9 at the top so that red sits at the bottom. */
    static double y(int rank) {
        return MARGIN + (Squares.RANKS - 1 - rank);
    }

    private static List<Place> places() {
        List<Place> places = new ArrayList<>(Squares.COUNT);
        for (int square = 0; square < Squares.COUNT; square++) {
            places.add(Place.point(Squares.name(square), x(Squares.file(square)), y(Squares.rank(square))));
        }
        return places;
    }

    private static List<Link> links() {
        List<Link> links = new ArrayList<>();
        for (int rank = 0; rank < Squares.RANKS; rank++) {
            for (int file = 0; file + 1 < Squares.FILES; file++) {
                links.add(link(file, rank, file + 1, rank));
            }
        }
        for (int file = 0; file < Squares.FILES; file++) {
            for (int rank = 0; rank + 1 < Squares.RANKS; rank++) {
                // The river cuts the files between ranks 4 and 5; only the edges run on across it.
                boolean edge = file == 0 || file == Squares.FILES - 1;
                if (rank != RIVER_BELOW || edge) {
                    links.add(link(file, rank, file, rank + 1));
                }
            }
        }
        for (int low : new int[] {0, 7}) {
            // The palace diagonals cross at its centre (e1, e8): d-corner to f-corner and back.
            links.add(link(3, low, 4, low + 1));
            links.add(link(4, low + 1, 5, low + 2));
            links.add(link(5, low, 4, low + 1));
            links.add(link(4, low + 1, 3, low + 2));
        }
        return links;
    }

    private static List<Region> regions() {
        Area river = new Area(x(0), y(RIVER_BELOW + 1), x(Squares.FILES - 1) - x(0), 1);
        return List.of(Region.of(Region.RIVER, river), Region.of(Region.PALACE, palace(0)),
                Region.of(Region.PALACE, palace(7)));
    }

    /** The nine points of the palace whose lowest rank is {@code low}, files d to f. */
    private static List<String> palace(int low) {
        List<String> points = new ArrayList<>(9);
        for (int rank = low; rank < low + 3; rank++) {
            for (int file = 3; file <= 5; file++) {
                points.add(Squares.name(Squares.of(file, rank)));
            }
        }
        return points;
    }

    private static Link link(int fromFile, int fromRank, int toFile, int toRank) {
        return new Link(Squares.name(Squares.of(fromFile, fromRank)), Squares.name(Squares.of(toFile, toRank)));
    }
}
