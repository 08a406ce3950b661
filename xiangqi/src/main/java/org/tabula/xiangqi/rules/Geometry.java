package org.tabula.xiangqi.rules;

import java.util.ArrayList;
import java.util.List;
import org.tabula.xiangqi.model.Colour;
import org.tabula.xiangqi.model.Squares;

/**
 * Where each piece can go from each point on an empty board, worked out once: the tables the core walks instead
 * of computing offsets and bounds on every move.
 *
 * <p>Colours are indexed 0 for red and 1 for black, as in the core.
 */
public final class Geometry {

    /** Directions along lines: up the ranks, down the ranks, towards file a, towards file i. */
    public static final int UP = 0;
    public static final int DOWN = 1;
    public static final int LEFT = 2;
    public static final int RIGHT = 3;

    /** {@code RAYS[square][direction]}: the points along the line from the square outward, nearest first. */
    public static final int[][][] RAYS = new int[Squares.COUNT][4][];
    /** {@code HORSE_TO[square]}: where a horse goes; {@code HORSE_LEG[square][i]} must be empty for the i-th. */
    public static final int[][] HORSE_TO = new int[Squares.COUNT][];
    public static final int[][] HORSE_LEG = new int[Squares.COUNT][];
    /** {@code HORSE_FROM[square]}: where a horse stands that reaches the square, and the leg it needs empty. */
    public static final int[][] HORSE_FROM = new int[Squares.COUNT][];
    public static final int[][] HORSE_FROM_LEG = new int[Squares.COUNT][];
    /** {@code ELEPHANT_TO[colour][square]}: where an elephant goes on its own side; the eye between must be empty. */
    public static final int[][][] ELEPHANT_TO = new int[2][Squares.COUNT][];
    public static final int[][][] ELEPHANT_EYE = new int[2][Squares.COUNT][];
    /** {@code ADVISOR_TO[colour][square]}: the diagonal steps inside the colour's palace. */
    public static final int[][][] ADVISOR_TO = new int[2][Squares.COUNT][];
    /** {@code GENERAL_TO[colour][square]}: the steps along lines inside the colour's palace. */
    public static final int[][][] GENERAL_TO = new int[2][Squares.COUNT][];
    /** {@code SOLDIER_TO[colour][square]}: forward, and sideways once across the river. */
    public static final int[][][] SOLDIER_TO = new int[2][Squares.COUNT][];
    /** {@code SOLDIER_FROM[colour][square]}: where a soldier of the colour stands that reaches the square. */
    public static final int[][][] SOLDIER_FROM = new int[2][Squares.COUNT][];

    private static final int[][] HORSE_STEPS = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1},
        {-1, 2}};
    private static final int[][] DIAGONALS = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}};
    private static final int[][] LINES = {{0, 1}, {0, -1}, {-1, 0}, {1, 0}};

    static {
        for (int square = 0; square < Squares.COUNT; square++) {
            int file = Squares.file(square);
            int rank = Squares.rank(square);
            for (int direction = 0; direction < 4; direction++) {
                List<Integer> ray = new ArrayList<>();
                for (int f = file + LINES[direction][0], r = rank + LINES[direction][1]; onBoard(f, r);
                        f += LINES[direction][0], r += LINES[direction][1]) {
                    ray.add(Squares.of(f, r));
                }
                RAYS[square][direction] = toArray(ray);
            }
            List<Integer> to = new ArrayList<>();
            List<Integer> legs = new ArrayList<>();
            for (int[] step : HORSE_STEPS) {
                if (onBoard(file + step[0], rank + step[1])) {
                    to.add(Squares.of(file + step[0], rank + step[1]));
                    // The leg is the first point along the longer leg of the L.
                    legs.add(Math.abs(step[0]) == 2 ? Squares.of(file + step[0] / 2, rank)
                            : Squares.of(file, rank + step[1] / 2));
                }
            }
            HORSE_TO[square] = toArray(to);
            HORSE_LEG[square] = toArray(legs);
            for (Colour colour : Colour.values()) {
                int c = colour.ordinal();
                List<Integer> elephant = new ArrayList<>();
                List<Integer> eyes = new ArrayList<>();
                List<Integer> advisor = new ArrayList<>();
                for (int[] d : DIAGONALS) {
                    int f = file + 2 * d[0];
                    int r = rank + 2 * d[1];
                    if (onBoard(f, r) && onOwnSide(Squares.of(f, r), colour)) {
                        elephant.add(Squares.of(f, r));
                        eyes.add(Squares.of(file + d[0], rank + d[1]));
                    }
                    if (inPalace(square, colour) && onBoard(file + d[0], rank + d[1])
                            && inPalace(Squares.of(file + d[0], rank + d[1]), colour)) {
                        advisor.add(Squares.of(file + d[0], rank + d[1]));
                    }
                }
                ELEPHANT_TO[c][square] = toArray(elephant);
                ELEPHANT_EYE[c][square] = toArray(eyes);
                ADVISOR_TO[c][square] = toArray(advisor);
                List<Integer> general = new ArrayList<>();
                for (int[] d : LINES) {
                    if (inPalace(square, colour) && onBoard(file + d[0], rank + d[1])
                            && inPalace(Squares.of(file + d[0], rank + d[1]), colour)) {
                        general.add(Squares.of(file + d[0], rank + d[1]));
                    }
                }
                GENERAL_TO[c][square] = toArray(general);
                List<Integer> soldier = new ArrayList<>();
                if (onBoard(file, rank + forward(colour))) {
                    soldier.add(Squares.of(file, rank + forward(colour)));
                }
                if (!onOwnSide(square, colour)) {
                    for (int df = -1; df <= 1; df += 2) {
                        if (onBoard(file + df, rank)) {
                            soldier.add(Squares.of(file + df, rank));
                        }
                    }
                }
                SOLDIER_TO[c][square] = toArray(soldier);
            }
        }
        for (int target = 0; target < Squares.COUNT; target++) {
            List<Integer> from = new ArrayList<>();
            List<Integer> legs = new ArrayList<>();
            for (int square = 0; square < Squares.COUNT; square++) {
                for (int i = 0; i < HORSE_TO[square].length; i++) {
                    if (HORSE_TO[square][i] == target) {
                        from.add(square);
                        legs.add(HORSE_LEG[square][i]);
                    }
                }
            }
            HORSE_FROM[target] = toArray(from);
            HORSE_FROM_LEG[target] = toArray(legs);
            for (int c = 0; c < 2; c++) {
                List<Integer> soldiers = new ArrayList<>();
                for (int square = 0; square < Squares.COUNT; square++) {
                    for (int to : SOLDIER_TO[c][square]) {
                        if (to == target) {
                            soldiers.add(square);
                        }
                    }
                }
                SOLDIER_FROM[c][target] = toArray(soldiers);
            }
        }
    }

    private Geometry() {
    }

    private static boolean onBoard(int file, int rank) {
        return file >= 0 && file < Squares.FILES && rank >= 0 && rank < Squares.RANKS;
    }

    private static int[] toArray(List<Integer> list) {
        return list.stream().mapToInt(Integer::intValue).toArray();
    }

    /** True when the point is on the colour's own side of the river. */
    public static boolean onOwnSide(int square, Colour colour) {
        return colour == Colour.RED ? Squares.rank(square) <= 4 : Squares.rank(square) >= 5;
    }

    /** True when the point is inside the colour's palace (files d to f, ranks 0 to 2 or 7 to 9). */
    public static boolean inPalace(int square, Colour colour) {
        int file = Squares.file(square);
        int rank = Squares.rank(square);
        return file >= 3 && file <= 5 && (colour == Colour.RED ? rank <= 2 : rank >= 7);
    }

    /** +1 for red, whose forward is up the ranks, and -1 for black. */
    public static int forward(Colour colour) {
        return colour == Colour.RED ? 1 : -1;
    }
}
