package org.tabula.morris.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.tabula.api.BoardView;
import org.tabula.api.Palette;
import org.tabula.morris.Board;
import org.tabula.morris.Colour;
import org.tabula.morris.MorrisMove;
import org.tabula.morris.Points;
import org.tabula.notation.Coordinate;

/**
 * The morris board drawn as text: the three squares and their joining lines, rank digits on the left, file
 * letters below, {@code W} and {@code B} for the men and {@code .} for an empty point.
 *
 * <pre>
 * 7 .-----------.-----------.
 *   |           |           |
 * 6 |   .-------.-------.   |
 * ...
 * 1 .-----------.-----------.
 *   a   b   c   d   e   f   g
 * </pre>
 *
 * <p>Each part is painted by the palette: a man by his side's id, the points touched by the last move by
 * {@link Palette#MARK}, the lines and empty points by {@link Palette#BOARD}, the coordinates by
 * {@link Palette#LABEL}.
 */
public final class MorrisView implements BoardView {

    private static final int WIDTH = 25;
    private static final int HEIGHT = 13;
    private static final int MARGIN = 2;

    private final Board board;
    private final MorrisMove lastMove;

    private MorrisView(Board board, MorrisMove lastMove) {
        this.board = board;
        this.lastMove = lastMove;
    }

    /** The view of a board, marking the points of the last move when there is one ({@code null} when none). */
    public static MorrisView of(Board board, MorrisMove lastMove) {
        return new MorrisView(Objects.requireNonNull(board, "board"), lastMove);
    }

    @Override
    public List<String> draw(Palette palette) {
        Objects.requireNonNull(palette, "palette");
        char[][] glyphs = new char[HEIGHT][WIDTH];
        String[][] roles = new String[HEIGHT][WIDTH];
        for (int row = 0; row < HEIGHT; row++) {
            for (int column = 0; column < WIDTH; column++) {
                glyphs[row][column] = ' ';
                roles[row][column] = Palette.BOARD;
            }
        }
        drawLines(glyphs);
        drawPoints(glyphs, roles);
        List<String> lines = new ArrayList<>(HEIGHT + 1);
        for (int row = 0; row < HEIGHT; row++) {
            String label = row % 2 == 0 ? Integer.toString(7 - row / 2) : " ";
            lines.add(palette.paint(Palette.LABEL, label) + palette.paint(Palette.BOARD, " ")
                    + paintRow(palette, glyphs[row], roles[row]));
        }
        StringBuilder files = new StringBuilder();
        for (char file = 'a'; file <= 'g'; file++) {
            files.append(file).append(file < 'g' ? "   " : "");
        }
        lines.add(palette.paint(Palette.BOARD, " ".repeat(MARGIN)) + palette.paint(Palette.LABEL, files.toString()));
        return List.copyOf(lines);
    }

    private static void drawLines(char[][] glyphs) {
        for (int[] line : Points.lines()) {
            int row0 = row(line[0]);
            int row1 = row(line[1]);
            int column0 = column(line[0]);
            int column1 = column(line[1]);
            if (row0 == row1) {
                for (int column = Math.min(column0, column1) + 1; column < Math.max(column0, column1); column++) {
                    glyphs[row0][column] = '-';
                }
            } else {
                for (int row = Math.min(row0, row1) + 1; row < Math.max(row0, row1); row++) {
                    glyphs[row][column0] = '|';
                }
            }
        }
    }

    private void drawPoints(char[][] glyphs, String[][] roles) {
        for (int point = 0; point < Points.COUNT; point++) {
            int row = row(point);
            int column = column(point);
            glyphs[row][column] = board.at(point).map(Colour::glyph).orElse('.');
            roles[row][column] = board.at(point).map(Colour::word).orElse(Palette.BOARD);
        }
        if (lastMove != null) {
            for (int point : new int[] {lastMove.from(), lastMove.to(), lastMove.remove()}) {
                if (point != MorrisMove.NONE) {
                    roles[row(point)][column(point)] = Palette.MARK;
                }
            }
        }
    }

    /** The row, painted run by run so that each part of the same role goes to the palette once. */
    private static String paintRow(Palette palette, char[] glyphs, String[] roles) {
        StringBuilder painted = new StringBuilder();
        int start = 0;
        for (int column = 1; column <= WIDTH; column++) {
            if (column == WIDTH || !roles[column].equals(roles[start])) {
                painted.append(palette.paint(roles[start], new String(glyphs, start, column - start)));
                start = column;
            }
        }
        return painted.toString();
    }

    private static int row(int point) {
        Coordinate coordinate = Points.coordinate(point);
        return (7 - coordinate.rank()) * 2;
    }

    private static int column(int point) {
        return Points.coordinate(point).file() * 4;
    }
}
