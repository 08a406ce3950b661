package org.tabula.checkers.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tabula.api.Palette;
import org.tabula.checkers.Board;
import org.tabula.checkers.CheckersMove;
import org.tabula.checkers.Piece;
import org.tabula.checkers.Squares;
import org.tabula.checkers.rules.Diagonals;
import org.tabula.engine.view.BoardLines;
import org.tabula.engine.view.MarkedView;
import org.tabula.engine.view.GlyphRow;
import org.tabula.notation.Coordinate;

/**
 * The checkers board drawn as text: eight ranks from 8 at the top, files a to h below, {@code b} and {@code w}
 * for men, {@code B} and {@code W} for kings, {@code .} for an empty dark square, light squares blank.
 *
 * <pre>
 *   +-----------------+
 * 8 |   b   b   b   b |
 * 7 | b   b   b   b   |
 * ...
 * 1 | w   w   w   w   |
 *   +-----------------+
 *     a b c d e f g h
 * </pre>
 *
 * <p>No square numbers: a board with files and ranks is read with algebraic names ({@code f6-e5}), which a game
 * plays as readily as numbers. Each part is painted by the palette: a piece by its side's id, the squares the
 * last move left, landed on and took from by {@link Palette#MARK}, the frame and empty squares by
 * {@link Palette#BOARD}, the coordinates by {@link Palette#LABEL}.
 */
public final class CheckersView extends MarkedView<Board, CheckersMove> {

    private static final String FRAME = "  +-----------------+";
    /** The characters of a rank line between its label and its closing bar: a bar, then two a square. */
    private static final int ROW = 17;

    /** The view of a board, marking the squares of the last move when there is one ({@code null} when none). */
    public CheckersView(Board board, CheckersMove lastMove) {
        super(board, lastMove);
    }

    @Override
    protected List<String> lines(Palette palette) {
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
        for (int rank = 8; rank >= 1; rank--) {
            GlyphRow row = GlyphRow.blank(ROW).put(0, '|');
            for (int file = 0; file < 8; file++) {
                Optional<Integer> square = Squares.at(new Coordinate(file, rank));
                if (square.isPresent()) {
                    int number = square.get();
                    Optional<Piece> piece = board().at(number);
                    boolean touched = (marked & Diagonals.bit(number)) != 0;
                    row.put(2 + file * 2, piece.map(Piece::glyph).orElse('.'), touched ? Palette.MARK
                            : piece.map(p -> p.colour().word()).orElse(Palette.BOARD));
                }
            }
            lines.add(BoardLines.labelled(palette, Integer.toString(rank), row.draw(palette)
                    + palette.paint(Palette.BOARD, " |")));
        }
        lines.add(palette.paint(Palette.BOARD, FRAME));
        lines.add(BoardLines.files(palette, 4, 'h', 1));
        return lines;
    }
}
