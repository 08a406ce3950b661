package org.tabula.xiangqi.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tabula.api.Palette;
import org.tabula.engine.view.BoardLines;
import org.tabula.engine.view.GlyphRow;
import org.tabula.engine.view.MarkedView;
import org.tabula.xiangqi.model.Piece;
import org.tabula.xiangqi.model.Position;
import org.tabula.xiangqi.model.Squares;
import org.tabula.xiangqi.model.XiangqiMove;

/**
 * The xiangqi board drawn as text: nine files by ten ranks of points joined by lines, the palaces' diagonals, the
 * river between ranks 4 and 5, rank digits on the left and file letters below. Red's pieces are drawn by their
 * upper-case FEN letters, black's by lower case ({@code K A B N R C P}: general, advisor, elephant, horse, chariot,
 * cannon, soldier), an empty point by {@code +}.
 *
 * <pre>
 * 9 r---n---b---a---k---a---b---n---r
 *   |   |   |   | \ | / |   |   |   |
 * 8 +---+---+---+---+---+---+---+---+
 * ...
 * 5 +---+---+---+---+---+---+---+---+
 *   |             river             |
 * 4 +---+---+---+---+---+---+---+---+
 * ...
 * 0 R---N---B---A---K---A---B---N---R
 *   a   b   c   d   e   f   g   h   i
 * </pre>
 *
 * <p>The points of the last move are bracketed where the palette has no colour ({@code +--[C]--+}); the
 * {@linkplain #flipped() flipped} view is the board turned half round, black's side at the bottom, rank 0 at the
 * top and file a on the right.
 *
 * <p>Each part is painted by the palette: a piece by its side's id ({@code red}, {@code black}), the points of the
 * last move by {@link Palette#MARK}, the lines, empty points and river by {@link Palette#BOARD}, the coordinates
 * by {@link Palette#LABEL}.
 */
public final class XiangqiView extends MarkedView<Position, XiangqiMove> {

    private static final int WIDTH = 33;
    private static final String RIVER = "river";

    /** The view of a position, marking the points of the last move when there is one ({@code null} when none). */
    public XiangqiView(Position position, XiangqiMove lastMove) {
        super(position, lastMove);
    }

    @Override
    protected List<String> lines(Palette palette, boolean turned) {
        List<String> lines = new ArrayList<>(2 * Squares.RANKS);
        for (int line = 0; line < Squares.RANKS; line++) {
            int rank = turned ? line : Squares.RANKS - 1 - line;
            lines.add(palette.paint(Palette.LABEL, Integer.toString(rank)) + rankLine(rank, turned).draw(palette));
            if (line < Squares.RANKS - 1) {
                // Turned half round, the row between two ranks reads right to left; the river's word stays.
                String row = turned ? turn(between(rank + 1)) : between(rank);
                lines.add(palette.paint(Palette.BOARD, "  " + row));
            }
        }
        lines.add(BoardLines.files(palette, 2, 'i', 3, turned));
        return lines;
    }

    /** A rank of points joined by lines behind a blank column, each point painted by what stands on it. */
    private GlyphRow rankLine(int rank, boolean turned) {
        GlyphRow row = GlyphRow.blank(1 + WIDTH).put(1, "-".repeat(WIDTH), Palette.BOARD);
        for (int file = 0; file < Squares.FILES; file++) {
            int square = Squares.of(file, rank);
            int column = 1 + 4 * (turned ? Squares.FILES - 1 - file : file);
            Optional<Piece> piece = board().at(square);
            row.put(column, piece.map(Piece::fenLetter).orElse('+'), piece.map(p -> p.colour().word())
                    .orElse(Palette.BOARD));
            if (marked(square)) {
                row.mark(column);
            }
        }
        return row;
    }

    private static String turn(String row) {
        return row.contains(RIVER) ? row : new StringBuilder(row).reverse().toString();
    }

    /** The row between {@code rank} and the rank below: the files' lines, the palace diagonals, or the river. */
    private static String between(int rank) {
        if (rank == 5) {
            int inside = WIDTH - 2;
            int left = (inside - RIVER.length()) / 2;
            return "|" + " ".repeat(left) + RIVER + " ".repeat(inside - left - RIVER.length()) + "|";
        }
        char[] row = new char[WIDTH];
        java.util.Arrays.fill(row, ' ');
        for (int file = 0; file < Squares.FILES; file++) {
            row[file * 4] = '|';
        }
        // The palace diagonals cross at e1 and e8: "\ /" above the centre point, "/ \" below it.
        if (rank == 9 || rank == 2) {
            row[14] = '\\';
            row[18] = '/';
        } else if (rank == 8 || rank == 1) {
            row[14] = '/';
            row[18] = '\\';
        }
        return new String(row);
    }

    private boolean marked(int square) {
        return lastMove() != null && (lastMove().from() == square || lastMove().to() == square);
    }
}
