package org.tabula.engine.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.tabula.api.Palette;
import org.tabula.engine.view.BoardLines;
import org.tabula.engine.view.GlyphRow;
import org.tabula.engine.view.MarkedView;

/**
 * A {@link SquareGrid} drawn as text: a frame, the top rank first behind its label, two columns a square, file
 * letters below; {@code .} on an empty place, a blank on a square that is no place (draughts' light squares).
 *
 * <pre>
 *   +-----------------+
 * 8 | . . . . . . . . |
 * ...
 * 1 | . . . . . . . . |
 *   +-----------------+
 *     a b c d e f g h
 * </pre>
 *
 * <p>The places of the last move are painted {@link Palette#MARK}, and bracketed where the palette has no colour;
 * the {@linkplain #flipped() flipped} view is the board turned half round, rank 1 at the top and file a on the right.
 */
final class GridView extends MarkedView<SquareGrid, Set<String>> {

    private final Function<String, Optional<PlaceGlyph>> shown;

    GridView(SquareGrid grid, Function<String, Optional<PlaceGlyph>> shown, Set<String> marked) {
        super(grid, marked);
        this.shown = Objects.requireNonNull(shown, "shown");
    }

    @Override
    protected List<String> lines(Palette palette, boolean turned) {
        SquareGrid grid = board();
        Set<String> marked = lastMove();
        int labelWidth = Integer.toString(grid.ranks()).length();
        int width = 2 * grid.files() + 3;
        String frame = " ".repeat(labelWidth + 1) + "+" + "-".repeat(width - 2) + "+";
        List<String> lines = new ArrayList<>(grid.ranks() + 3);
        lines.add(palette.paint(Palette.BOARD, frame));
        for (int line = 0; line < grid.ranks(); line++) {
            int rank = turned ? line + 1 : grid.ranks() - line;
            GlyphRow row = GlyphRow.blank(width).put(0, '|').put(width - 1, '|');
            for (int column = 0; column < grid.files(); column++) {
                GridCell cell = new GridCell(turned ? grid.files() - 1 - column : column, rank);
                int at = 2 + 2 * column;
                grid.nameOf(cell).ifPresent(name -> {
                    PlaceGlyph glyph = shown.apply(name).orElse(new PlaceGlyph('.', Palette.BOARD));
                    row.put(at, glyph.glyph(), glyph.role());
                    if (marked.contains(name)) {
                        row.mark(at);
                    }
                });
            }
            String number = Integer.toString(rank);
            String label = " ".repeat(labelWidth - number.length()) + number;
            lines.add(BoardLines.labelled(palette, label, row.draw(palette)));
        }
        lines.add(palette.paint(Palette.BOARD, frame));
        lines.add(BoardLines.files(palette, labelWidth + 3, (char) ('a' + grid.files() - 1), 1, turned));
        return List.copyOf(lines);
    }
}
