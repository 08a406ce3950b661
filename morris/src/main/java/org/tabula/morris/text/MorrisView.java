package org.tabula.morris.text;

import java.util.ArrayList;
import java.util.List;
import org.tabula.api.Palette;
import org.tabula.engine.view.BoardLines;
import org.tabula.engine.view.MarkedView;
import org.tabula.engine.view.GlyphRow;
import org.tabula.morris.model.Board;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.Points;

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
 * <p>The points the last move touched are bracketed where the palette has no colour ({@code .------[W]------.});
 * the {@linkplain #flipped() flipped} view is the board turned half round, rank 1 at the top and file a on the right.
 *
 * <p>Each part is painted by the palette: a man by his side's id, the points touched by the last move by
 * {@link Palette#MARK}, the lines and empty points by {@link Palette#BOARD}, the coordinates by
 * {@link Palette#LABEL}.
 */
public final class MorrisView extends MarkedView<Board, MorrisMove> {

    /** The blank column between the rank label and file a (the room for a bracket), then the 25 of the board. */
    private static final int WIDTH = 26;
    private static final int HEIGHT = 13;
    private static final int MARGIN = 2;

    /** The view of a board, marking the points of the last move when there is one ({@code null} when none). */
    public MorrisView(Board board, MorrisMove lastMove) {
        this(board, lastMove, false);
    }

    private MorrisView(Board board, MorrisMove lastMove, boolean turned) {
        super(board, lastMove, turned);
    }

    @Override
    protected MorrisView turnedView() {
        return new MorrisView(board(), lastMove(), !turned());
    }

    @Override
    protected List<String> lines(Palette palette) {
        GlyphRow[] rows = new GlyphRow[HEIGHT];
        for (int row = 0; row < HEIGHT; row++) {
            rows[row] = GlyphRow.blank(WIDTH);
        }
        drawLines(rows);
        drawPoints(rows);
        List<String> lines = new ArrayList<>(HEIGHT + 1);
        for (int row = 0; row < HEIGHT; row++) {
            String label = row % 2 == 0 ? Integer.toString(turned() ? 1 + row / 2 : 7 - row / 2) : " ";
            lines.add(palette.paint(Palette.LABEL, label) + rows[row].draw(palette));
        }
        lines.add(BoardLines.files(palette, MARGIN, 'g', 3, turned()));
        return lines;
    }

    private void drawLines(GlyphRow[] rows) {
        for (int[] line : Points.lines()) {
            int row0 = row(line[0]);
            int row1 = row(line[1]);
            int column0 = column(line[0]);
            int column1 = column(line[1]);
            if (row0 == row1) {
                for (int column = Math.min(column0, column1) + 1; column < Math.max(column0, column1); column++) {
                    rows[row0].put(column, '-');
                }
            } else {
                for (int row = Math.min(row0, row1) + 1; row < Math.max(row0, row1); row++) {
                    rows[row].put(column0, '|');
                }
            }
        }
    }

    private void drawPoints(GlyphRow[] rows) {
        for (int point = 0; point < Points.COUNT; point++) {
            rows[row(point)].put(column(point), board().at(point).map(Colour::glyph).orElse('.'),
                    board().at(point).map(Colour::word).orElse(Palette.BOARD));
        }
        if (lastMove() != null) {
            for (int point : new int[] {lastMove().from(), lastMove().to(), lastMove().remove()}) {
                if (point != MorrisMove.NONE) {
                    rows[row(point)].mark(column(point));
                }
            }
        }
    }

    private int row(int point) {
        int rank = Points.coordinate(point).rank();
        return (turned() ? rank - 1 : 7 - rank) * 2;
    }

    private int column(int point) {
        int file = Points.coordinate(point).file();
        return 1 + (turned() ? 6 - file : file) * 4;
    }
}
