package org.tabula.engine.board;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.tabula.api.BoardView;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Link;
import org.tabula.api.board.Mark;
import org.tabula.api.board.Piece;
import org.tabula.api.board.Place;

/**
 * A board of points joined by lines, each point on a cell of a grid of files and ranks (morris's 24 points on a
 * 7 by 7 grid, an alquerque board's 25): the layout (points one unit apart, a unit of margin, rank 1 at the bottom,
 * the lines as links) and a text view ({@link GraphView}), so a game gives only its pieces. Built point by point and
 * line by line; each step gives a new graph.
 */
public final class PointGraph {

    private static final double MARGIN = 1;

    private final int files;
    private final int ranks;
    private final Map<String, GridCell> points;
    private final List<Link> lines;
    /** The board without pieces, built once: every layout of every position starts from it. */
    private final BoardLayout board;

    private PointGraph(int files, int ranks, Map<String, GridCell> points, List<Link> lines) {
        this.files = files;
        this.ranks = ranks;
        this.points = points;
        this.lines = lines;
        this.board = drawBoard();
    }

    /** A graph with no point yet on a grid of {@code files} by {@code ranks}. */
    public static PointGraph on(int files, int ranks) {
        if (files < 1 || files > GridCell.MOST_FILES || ranks < 1 || ranks > 99) {
            throw new IllegalArgumentException("a point graph has 1 to 26 files and 1 to 99 ranks: " + files + "x"
                    + ranks);
        }
        return new PointGraph(files, ranks, Map.of(), List.of());
    }

    /** This graph with a point named by its cell's coordinates ({@code d2}). */
    public PointGraph point(GridCell cell) {
        return point(cell.algebraic(), cell);
    }

    /** This graph with a point of this name on the cell. */
    public PointGraph point(String name, GridCell cell) {
        if (cell.file() >= files || cell.rank() > ranks) {
            throw new IllegalArgumentException(cell.algebraic() + " is off a board of " + files + "x" + ranks);
        }
        if (points.containsKey(name) || points.containsValue(cell)) {
            throw new IllegalArgumentException("a second point " + name + " on " + cell.algebraic());
        }
        Map<String, GridCell> more = new LinkedHashMap<>(points);
        more.put(name, cell);
        return new PointGraph(files, ranks, more, lines);
    }

    /**
     * This graph with a line between two of its points: along a file, along a rank, or a diagonal (as many files as
     * ranks), passing over no other point.
     */
    public PointGraph line(String from, String to) {
        GridCell start = cell(from);
        GridCell end = cell(to);
        int files = Math.abs(end.file() - start.file());
        int ranks = Math.abs(end.rank() - start.rank());
        if (start.equals(end) || files != 0 && ranks != 0 && files != ranks) {
            throw new IllegalArgumentException("a line from " + from + " to " + to + " is neither straight nor"
                    + " diagonal");
        }
        List<Link> more = new ArrayList<>(lines);
        more.add(new Link(from, to));
        return new PointGraph(this.files, this.ranks, points, List.copyOf(more));
    }

    /** This graph with a line between each neighbouring pair of the points named, in order. */
    public PointGraph path(String... names) {
        PointGraph graph = this;
        for (int i = 1; i < names.length; i++) {
            graph = graph.line(names[i - 1], names[i]);
        }
        return graph;
    }

    public int files() {
        return files;
    }

    public int ranks() {
        return ranks;
    }

    /** The names of the points, in the order they were added. */
    public List<String> pointNames() {
        return List.copyOf(points.keySet());
    }

    /** The lines, in the order they were added. */
    public List<Link> lines() {
        return lines;
    }

    /** The cell of a point. */
    public GridCell cell(String name) {
        GridCell cell = points.get(name);
        if (cell == null) {
            throw new IllegalArgumentException("no point " + name);
        }
        return cell;
    }

    /** The board without pieces: the plane, the points and the lines between them. */
    public BoardLayout board() {
        return board;
    }

    private BoardLayout drawBoard() {
        List<Place> places = new ArrayList<>(points.size());
        points.forEach((name, cell) -> places.add(Place.point(name, MARGIN + cell.file(),
                MARGIN + ranks - cell.rank())));
        return BoardLayout.board(files - 1 + 2 * MARGIN, ranks - 1 + 2 * MARGIN, places, lines, List.of());
    }

    /** The board with these pieces, the points of the last move marked. */
    public BoardLayout layout(List<Piece> pieces, Collection<String> lastMove) {
        List<Mark> marks = lastMove.stream().distinct().map(place -> new Mark(place, Mark.LAST_MOVE)).toList();
        return board.with(pieces, marks, Optional.empty());
    }

    /**
     * The board as text, each point showing what {@code shown} gives for it ({@code .} for an empty point), the
     * points of the last move marked.
     */
    public BoardView view(Function<String, Optional<PlaceGlyph>> shown, Collection<String> lastMove) {
        return new GraphView(this, shown, Set.copyOf(lastMove));
    }
}
