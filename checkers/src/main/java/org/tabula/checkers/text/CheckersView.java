package org.tabula.checkers.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.tabula.api.Palette;
import org.tabula.checkers.model.Board;
import org.tabula.checkers.model.CheckersMove;
import org.tabula.checkers.model.Piece;
import org.tabula.checkers.model.Squares;
import org.tabula.checkers.model.Diagonals;
import org.tabula.engine.view.BoardLines;
import org.tabula.engine.view.MarkedView;
import org.tabula.engine.view.GlyphRow;
import org.tabula.notation.Coordinate;

/**
 * The checkers board drawn as text: eight ranks from 8 at the top, files a to h below, {@code b} and {@code w}
 * for men, {@code B} and {@code W} for kings, {@code .} for an empty dark square, light squares blank; beside it
 * the same board with the square numbers 1 to 32 that the moves are written with (PDN numeric notation).
 *
 * <pre>
 *   +-----------------+
 * 8 |   b   b   b   b |       1     2     3     4
 * 7 | b   b   b   b   |    5     6     7     8
 * ...
 * 1 | w   w   w   w   |   29    30    31    32
 *   +-----------------+
 *     a b c d e f g h
 * </pre>
 *
 * <p>The squares the last move left, landed on and took from are bracketed where the palette has no colour
 * ({@code [w]}); the {@linkplain #flipped() flipped} view is the board turned half round, rank 1 at the top and
 * file a on the right, the numbers turned with it. Each part is painted by the palette: a piece by its side's id,
 * the squares of the last move by {@link Palette#MARK}, the frame and empty squares by {@link Palette#BOARD}, the
 * coordinates and square numbers by {@link Palette#LABEL}.
 */
public final class CheckersView extends MarkedView<Board, CheckersMove> {

    private static final String FRAME = "  +-----------------+";
    /** A rank line between its label and the numbers: a bar, a blank, two columns a square, a bar. */
    private static final int ROW = 19;
    /** Between the board and its numbers. */
    private static final String GAP = "   ";

    /** The view of a board, marking the squares of the last move when there is one ({@code null} when none). */
    public CheckersView(Board board, CheckersMove lastMove) {
        super(board, lastMove);
    }

    @Override
    protected List<String> lines(Palette palette, boolean turned) {
        int marked = 0;
        if (lastMove() != null) {
            for (int square : lastMove().squares()) {
                marked |= Diagonals.bit(square);
            }
            for (int square : lastMove().captured()) {
                marked |= Diagonals.bit(square);
            }
        }
        List<String> lines = new ArrayList<>(11);
        lines.add(palette.paint(Palette.BOARD, FRAME));
        for (int line = 0; line < 8; line++) {
            int rank = turned ? line + 1 : 8 - line;
            GlyphRow row = GlyphRow.blank(ROW).put(0, '|').put(ROW - 1, '|');
            StringBuilder numbers = new StringBuilder();
            for (int column = 0; column < 8; column++) {
                int file = turned ? 7 - column : column;
                Optional<Integer> square = Squares.at(new Coordinate(file, rank));
                numbers.append(column == 0 ? "" : " ").append(square.map(n -> String.format(Locale.ROOT, "%2d", n)).orElse("  "));
                if (square.isPresent()) {
                    int number = square.get();
                    Optional<Piece> piece = board().at(number);
                    row.put(2 + column * 2, piece.map(Piece::glyph).orElse('.'),
                            piece.map(p -> p.colour().word()).orElse(Palette.BOARD));
                    if ((marked & Diagonals.bit(number)) != 0) {
                        row.mark(2 + column * 2);
                    }
                }
            }
            lines.add(BoardLines.labelled(palette, Integer.toString(rank), row.draw(palette))
                    + palette.paint(Palette.BOARD, GAP) + palette.paint(Palette.LABEL, numbers.toString().stripTrailing()));
        }
        lines.add(palette.paint(Palette.BOARD, FRAME));
        lines.add(BoardLines.files(palette, 4, 'h', 1, turned));
        return lines;
    }
}
