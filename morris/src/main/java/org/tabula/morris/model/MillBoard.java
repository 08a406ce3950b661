package org.tabula.morris.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.tabula.engine.board.GridCell;

/**
 * A board of the mill family: its points on a grid of files and ranks, the lines a man steps along, and the mills
 * (three points in a row along lines). Points are numbered in reading order, rank by rank from the top and left to
 * right on each, as the seed numbers the 24 points; a set of points is a mask in an {@code int}, bit {@code p} for
 * point {@code p}.
 *
 * <p>The boards and their mills are GamesmanOne's ({@code src/games/mills/masks.h}), named by the coordinates it
 * gives them, and the three-by-three board of Three Men's Morris with both diagonals.
 */
public enum MillBoard {

    /** Three Men's Morris: three by three points, every row, column and diagonal a line and a mill. */
    NINE_POINTS(3, 3,
            "a3 b3 c3 a2 b2 c2 a1 b1 c1",
            List.of("a3-b3-c3", "a2-b2-c2", "a1-b1-c1", "a3-a2-a1", "b3-b2-b1", "c3-c2-c1", "a3-b2-c1", "c3-b2-a1"),
            List.of("a3-b3-c3", "a2-b2-c2", "a1-b1-c1", "a3-a2-a1", "b3-b2-b1", "c3-c2-c1", "a3-b2-c1", "c3-b2-a1")),

    /** Five and Six Men's Morris: two squares joined at their midpoints; the eight sides are the mills. */
    SIXTEEN_POINTS(5, 5,
            "a5 c5 e5 b4 c4 d4 a3 b3 d3 e3 b2 c2 d2 a1 c1 e1",
            List.of("a5-c5-e5", "e5-e3-e1", "a1-c1-e1", "a5-a3-a1", "b4-c4-d4", "d4-d3-d2", "b2-c2-d2", "b4-b3-b2",
                    "c5-c4", "a3-b3", "d3-e3", "c1-c2"),
            List.of("a5-c5-e5", "e5-e3-e1", "a1-c1-e1", "a5-a3-a1", "b4-c4-d4", "d4-d3-d2", "b2-c2-d2", "b4-b3-b2")),

    /** Seven Men's Morris: the sixteen points and a centre on the lines across, with mills through it. */
    SEVENTEEN_POINTS(5, 5,
            "a5 c5 e5 b4 c4 d4 a3 b3 c3 d3 e3 b2 c2 d2 a1 c1 e1",
            List.of("a5-c5-e5", "e5-e3-e1", "a1-c1-e1", "a5-a3-a1", "b4-c4-d4", "d4-d3-d2", "b2-c2-d2", "b4-b3-b2",
                    "c5-c4-c3-c2-c1", "a3-b3-c3-d3-e3"),
            List.of("a5-c5-e5", "e5-e3-e1", "a1-c1-e1", "a5-a3-a1", "b4-c4-d4", "d4-d3-d2", "b2-c2-d2", "b4-b3-b2",
                    "c5-c4-c3", "c4-c3-c2", "c3-c2-c1", "a3-b3-c3", "b3-c3-d3", "c3-d3-e3")),

    /** Nine and Ten Men's Morris and Lasker Morris: the seed's board of three squares joined at their midpoints. */
    TWENTY_FOUR_POINTS(7, 7,
            TwentyFour.NAMES,
            TwentyFour.LINES,
            TwentyFour.MILLS),

    /** Eleven and Twelve Men's Morris and Morabaraba: the seed's board with its four corner diagonals. */
    TWENTY_FOUR_WITH_DIAGONALS(7, 7,
            TwentyFour.NAMES,
            TwentyFour.with(TwentyFour.LINES, "a7-b6-c5", "g7-f6-e5", "a1-b2-c3", "g1-f2-e3"),
            TwentyFour.with(TwentyFour.MILLS, "a7-b6-c5", "g7-f6-e5", "a1-b2-c3", "g1-f2-e3")),

    /**
     * Sesotho Morabaraba: the seed's board with a centre, the middle row and column running through it, and
     * diagonals from the outer square's corners to the middle square's; three in a row anywhere along the middle
     * row or column is a mill.
     */
    SESOTHO(7, 7,
            "a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 d4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1 g1",
            List.of("a7-d7-g7", "b6-d6-f6", "c5-d5-e5", "a4-b4-c4-d4-e4-f4-g4", "c3-d3-e3", "b2-d2-f2", "a1-d1-g1",
                    "a7-a4-a1", "b6-b4-b2", "c5-c4-c3", "d7-d6-d5-d4-d3-d2-d1", "e5-e4-e3", "f6-f4-f2", "g7-g4-g1",
                    "a7-b6", "g7-f6", "a1-b2", "g1-f2"),
            List.of("a7-d7-g7", "b6-d6-f6", "c5-d5-e5", "c3-d3-e3", "b2-d2-f2", "a1-d1-g1",
                    "a7-a4-a1", "b6-b4-b2", "c5-c4-c3", "e5-e4-e3", "f6-f4-f2", "g7-g4-g1",
                    "d7-d6-d5", "d6-d5-d4", "d5-d4-d3", "d4-d3-d2", "d3-d2-d1",
                    "a4-b4-c4", "b4-c4-d4", "c4-d4-e4", "d4-e4-f4", "e4-f4-g4"));

    private final int files;
    private final int ranks;
    private final List<String> names;
    private final List<GridCell> cells;
    /** Every point, as a mask; kept since perft asks for it at every node. */
    private final int all;
    /** Each point's neighbours along a line, as a mask. */
    private final int[] neighbours;
    /** The lines a man steps along, each a pair of neighbouring points. */
    private final List<int[]> steps;
    private final int[] millMasks;
    /** For each point, the masks of the mills through it. */
    private final int[][] millsThrough;

    MillBoard(int files, int ranks, String names, List<String> lines, List<String> mills) {
        this.files = files;
        this.ranks = ranks;
        this.names = List.of(names.split(" "));
        this.cells = this.names.stream().map(MillBoard::cellOf).toList();
        this.all = (int) ((1L << this.names.size()) - 1);
        this.neighbours = new int[this.names.size()];
        List<int[]> pairs = new ArrayList<>();
        for (String line : lines) {
            int[] points = pointsOf(line);
            for (int i = 1; i < points.length; i++) {
                neighbours[points[i - 1]] |= 1 << points[i];
                neighbours[points[i]] |= 1 << points[i - 1];
                pairs.add(new int[] {points[i - 1], points[i]});
            }
        }
        this.steps = List.copyOf(pairs);
        this.millMasks = mills.stream().mapToInt(mill -> maskOf(pointsOf(mill))).toArray();
        this.millsThrough = new int[this.names.size()][];
        for (int point = 0; point < this.names.size(); point++) {
            int bit = 1 << point;
            millsThrough[point] = Arrays.stream(millMasks).filter(mask -> (mask & bit) != 0).toArray();
        }
    }

    /** How many points the board has. */
    public int points() {
        return names.size();
    }

    /** The mask with every point set. */
    public int all() {
        return all;
    }

    /** The grid's files (its width), for a layout. */
    public int files() {
        return files;
    }

    /** The grid's ranks (its height), for a layout. */
    public int ranks() {
        return ranks;
    }

    /** The name of a point, such as {@code d2}. */
    public String name(int point) {
        return names.get(point);
    }

    /** The cell of the grid a point stands on. */
    public GridCell cell(int point) {
        return cells.get(point);
    }

    /** The point of a name in any case ({@code D2}), or empty when this board has none of that name. */
    public Optional<Integer> point(String name) {
        int point = name == null ? -1 : names.indexOf(name.toLowerCase(java.util.Locale.ROOT));
        return point < 0 ? Optional.empty() : Optional.of(point);
    }

    /** The points joined to a point by a line, as a mask. */
    public int neighbours(int point) {
        return neighbours[point];
    }

    /** The lines between neighbouring points, each a fresh pair, for drawing the board. */
    public List<int[]> steps() {
        return steps.stream().map(int[]::clone).toList();
    }

    /** The mills as masks. */
    public int[] millMasks() {
        return millMasks.clone();
    }

    /** The masks of the mills through a point. */
    public int[] millsThrough(int point) {
        return millsThrough[point].clone();
    }

    /** True when {@code men} hold a whole mill through {@code point}. */
    public boolean inMill(int men, int point) {
        for (int mask : millsThrough[point]) {
            if ((men & mask) == mask) {
                return true;
            }
        }
        return false;
    }

    /** The points of {@code men} that stand in a mill of {@code men}. */
    public int menInMills(int men) {
        int inMills = 0;
        for (int mask : millMasks) {
            if ((men & mask) == mask) {
                inMills |= mask;
            }
        }
        return inMills;
    }

    private int[] pointsOf(String line) {
        return Arrays.stream(line.split("-")).mapToInt(name -> {
            int point = names.indexOf(name);
            if (point < 0) {
                throw new IllegalStateException(name + " is not a point of " + this);
            }
            return point;
        }).toArray();
    }

    private static int maskOf(int[] points) {
        int mask = 0;
        for (int point : points) {
            mask |= 1 << point;
        }
        return mask;
    }

    private static GridCell cellOf(String name) {
        return new GridCell(name.charAt(0) - 'a', name.charAt(1) - '0');
    }

    /** The seed's 24 points, lines and mills, which two boards share. */
    private static final class TwentyFour {

        static final String NAMES = "a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1 g1";
        static final List<String> LINES = List.of("a7-d7-g7", "b6-d6-f6", "c5-d5-e5", "a4-b4-c4", "e4-f4-g4",
                "c3-d3-e3", "b2-d2-f2", "a1-d1-g1", "a7-a4-a1", "b6-b4-b2", "c5-c4-c3", "d7-d6-d5", "d3-d2-d1",
                "e5-e4-e3", "f6-f4-f2", "g7-g4-g1");
        static final List<String> MILLS = LINES;

        static List<String> with(List<String> lines, String... more) {
            List<String> all = new ArrayList<>(lines);
            all.addAll(List.of(more));
            return List.copyOf(all);
        }
    }
}
