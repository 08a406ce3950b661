package org.tabula.engine.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.tabula.api.Palette;
import org.tabula.api.board.Link;
import org.tabula.engine.view.BoardLines;
import org.tabula.engine.view.GlyphRow;
import org.tabula.engine.view.MarkedView;

/**
 * A {@link PointGraph} drawn as text: four columns a file and two rows a rank, the lines as {@code -}, {@code |},
 * {@code \} and {@code /}, rank numbers on the left, file letters below, {@code .} on an empty point. Morris's board:
 *
 * <pre>
 * 7 .-----------.-----------.
 *   |           |           |
 * 6 |   .-------.-------.   |
 * ...
 *   a   b   c   d   e   f   g
 * </pre>
 *
 * <p>The points of the last move are painted {@link Palette#MARK}, and bracketed where the palette has no colour
 * (a blank column left of file a leaves room for the bracket); the {@linkplain #flipped() flipped} view is the board
 * turned half round.
 */
final class GraphView extends MarkedView<PointGraph, Set<String>> {

    private static final int FILE_STEP = 4;
    private static final int RANK_STEP = 2;

    private final Function<String, Optional<PlaceGlyph>> shown;

    GraphView(PointGraph graph, Function<String, Optional<PlaceGlyph>> shown, Set<String> marked) {
        super(graph, marked);
        this.shown = Objects.requireNonNull(shown, "shown");
    }

    @Override
    protected List<String> lines(Palette palette, boolean turned) {
        PointGraph graph = board();
        Set<String> marked = lastMove();
        int height = (graph.ranks() - 1) * RANK_STEP + 1;
        GlyphRow[] rows = new GlyphRow[height];
        for (int row = 0; row < height; row++) {
            rows[row] = GlyphRow.blank((graph.files() - 1) * FILE_STEP + 2);
        }
        graph.lines().forEach(line -> draw(line, rows, turned));
        for (String name : graph.pointNames()) {
            GridCell cell = graph.cell(name);
            PlaceGlyph glyph = shown.apply(name).orElse(new PlaceGlyph('.', Palette.BOARD));
            rows[row(cell, turned)].put(column(cell, turned), glyph.glyph(), glyph.role());
            if (marked.contains(name)) {
                rows[row(cell, turned)].mark(column(cell, turned));
            }
        }
        int labelWidth = Integer.toString(graph.ranks()).length();
        List<String> lines = new ArrayList<>(height + 1);
        for (int row = 0; row < height; row++) {
            String number = row % RANK_STEP == 0
                    ? Integer.toString(turned ? 1 + row / RANK_STEP : graph.ranks() - row / RANK_STEP) : "";
            String label = " ".repeat(labelWidth - number.length()) + number;
            lines.add(palette.paint(Palette.LABEL, label) + rows[row].draw(palette));
        }
        lines.add(BoardLines.files(palette, labelWidth + 1, (char) ('a' + graph.files() - 1), FILE_STEP - 1,
                turned));
        return List.copyOf(lines);
    }

    /** The glyphs strictly between a line's two points. */
    private void draw(Link line, GlyphRow[] rows, boolean turned) {
        GridCell from = board().cell(line.from());
        GridCell to = board().cell(line.to());
        int row0 = row(from, turned);
        int row1 = row(to, turned);
        int column0 = column(from, turned);
        int column1 = column(to, turned);
        if (row0 == row1) {
            for (int column = Math.min(column0, column1) + 1; column < Math.max(column0, column1); column++) {
                rows[row0].put(column, '-');
            }
            return;
        }
        // Down a file, or a diagonal: one glyph on each row between, where the line crosses it.
        char glyph = column0 == column1 ? '|' : (column1 - column0) * (row1 - row0) > 0 ? '\\' : '/';
        int step = row1 > row0 ? 1 : -1;
        for (int row = row0 + step; row != row1; row += step) {
            rows[row].put(column0 + (column1 - column0) * (row - row0) / (row1 - row0), glyph);
        }
    }

    private int row(GridCell cell, boolean turned) {
        return (turned ? cell.rank() - 1 : board().ranks() - cell.rank()) * RANK_STEP;
    }

    private int column(GridCell cell, boolean turned) {
        return 1 + (turned ? board().files() - 1 - cell.file() : cell.file()) * FILE_STEP;
    }
}
