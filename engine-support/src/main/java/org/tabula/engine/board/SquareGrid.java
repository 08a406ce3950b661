package org.tabula.engine.board;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.tabula.api.BoardView;
import org.tabula.api.board.Area;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Mark;
import org.tabula.api.board.Piece;
import org.tabula.api.board.Place;
import org.tabula.api.board.Region;

/**
 * A board of squares, {@code files} by {@code ranks}, one colour or checkered (a1 dark), every square a place named
 * by its coordinates ({@code a1}) unless the game names them otherwise; or, for draughts, only the dark squares. It
 * gives the layout (one unit a square, half a square of margin, rank 1 at the bottom) and a text view
 * ({@link GridView}), so a game gives only its pieces.
 */
public final class SquareGrid {

    private static final double MARGIN = 0.5;

    private final int files;
    private final int ranks;
    private final boolean checkered;
    private final boolean darkOnly;
    /** Each place's cell by name, rank by rank from the top, file a first. */
    private final Map<String, GridCell> cells;
    private final Map<GridCell, String> names;
    private final BoardLayout board;

    private SquareGrid(int files, int ranks, boolean checkered, boolean darkOnly, Function<GridCell, String> naming) {
        if (files < 1 || files > GridCell.MOST_FILES || ranks < 1 || ranks > 99) {
            throw new IllegalArgumentException("a square grid has 1 to 26 files and 1 to 99 ranks: " + files + "x"
                    + ranks);
        }
        this.files = files;
        this.ranks = ranks;
        this.checkered = checkered;
        this.darkOnly = darkOnly;
        Map<String, GridCell> named = new LinkedHashMap<>();
        for (int rank = ranks; rank >= 1; rank--) {
            for (int file = 0; file < files; file++) {
                GridCell cell = new GridCell(file, rank);
                if (!darkOnly || cell.dark()) {
                    String name = Objects.requireNonNull(naming.apply(cell), "a square's name");
                    if (named.put(name, cell) != null) {
                        throw new IllegalArgumentException("two squares are named " + name);
                    }
                }
            }
        }
        this.cells = named;
        this.names = new LinkedHashMap<>();
        named.forEach((name, cell) -> names.put(cell, name));
        this.board = drawBoard();
    }

    /** A board of one colour, every square a place named {@code a1} to its last file and rank. */
    public static SquareGrid plain(int files, int ranks) {
        return new SquareGrid(files, ranks, false, false, GridCell::algebraic);
    }

    /** A checkered board, a1 dark, every square a place named {@code a1} to its last file and rank. */
    public static SquareGrid checkered(int files, int ranks) {
        return new SquareGrid(files, ranks, true, false, GridCell::algebraic);
    }

    /** The same board with only its dark squares as places, as draughts is played; the light ones only drawn. */
    public SquareGrid darkSquaresOnly() {
        return new SquareGrid(files, ranks, true, true, cell -> nameOf(cell).orElseGet(cell::algebraic));
    }

    /** The same board with its places named by the game (a number each, say), every name different. */
    public SquareGrid named(Function<GridCell, String> naming) {
        return new SquareGrid(files, ranks, checkered, darkOnly, naming);
    }

    public int files() {
        return files;
    }

    public int ranks() {
        return ranks;
    }

    /** The names of the places, rank by rank from the top, file a first. */
    public List<String> placeNames() {
        return List.copyOf(cells.keySet());
    }

    /** The cell of a place, or empty for a name that is none of this board's. */
    public Optional<GridCell> cellOf(String name) {
        return Optional.ofNullable(cells.get(name));
    }

    /** The name of the place on a cell, or empty where the cell is no place (a light square of draughts). */
    public Optional<String> nameOf(GridCell cell) {
        return Optional.ofNullable(names.get(cell));
    }

    /** The board without pieces: the plane, the squares and their colours. */
    public BoardLayout board() {
        return board;
    }

    /** The board with these pieces, the places of the last move marked. */
    public BoardLayout layout(List<Piece> pieces, Collection<String> lastMove) {
        List<Mark> marks = lastMove.stream().distinct().map(place -> new Mark(place, Mark.LAST_MOVE)).toList();
        return board.with(pieces, marks, Optional.empty());
    }

    /**
     * The board as text, each place showing what {@code shown} gives for it ({@code .} for an empty place), the
     * places of the last move marked.
     */
    public BoardView view(Function<String, Optional<PlaceGlyph>> shown, Collection<String> lastMove) {
        return new GridView(this, shown, Set.copyOf(lastMove));
    }

    boolean checkered() {
        return checkered;
    }

    private BoardLayout drawBoard() {
        List<Place> places = new ArrayList<>(cells.size());
        List<String> dark = new ArrayList<>();
        List<String> light = new ArrayList<>();
        cells.forEach((name, cell) -> {
            places.add(Place.square(name, MARGIN + cell.file() + 0.5, MARGIN + (ranks - cell.rank()) + 0.5, 1));
            (cell.dark() ? dark : light).add(name);
        });
        List<Region> regions = new ArrayList<>();
        if (checkered) {
            regions.add(Region.of(Region.DARK_SQUARES, dark));
            if (darkOnly) {
                for (int rank = ranks; rank >= 1; rank--) {
                    for (int file = 0; file < files; file++) {
                        if (!new GridCell(file, rank).dark()) {
                            regions.add(Region.of(Region.LIGHT_SQUARES, new Area(MARGIN + file,
                                    MARGIN + ranks - rank, 1, 1)));
                        }
                    }
                }
            } else {
                regions.add(Region.of(Region.LIGHT_SQUARES, light));
            }
        }
        return BoardLayout.board(files + 2 * MARGIN, ranks + 2 * MARGIN, places, List.of(), regions);
    }
}
