package org.tabula.xiangqi.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tabula.api.Palette;
import org.tabula.engine.view.BoardLines;
import org.tabula.engine.view.MarkedView;
import org.tabula.xiangqi.Piece;
import org.tabula.xiangqi.Position;
import org.tabula.xiangqi.Squares;
import org.tabula.xiangqi.XiangqiMove;

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
    protected List<String> lines(Palette palette) {
        List<String> lines = new ArrayList<>(2 * Squares.RANKS);
        for (int rank = Squares.RANKS - 1; rank >= 0; rank--) {
            lines.add(BoardLines.labelled(palette, Integer.toString(rank), rankLine(palette, rank)));
            if (rank > 0) {
                lines.add(palette.paint(Palette.BOARD, "  " + between(rank)));
            }
        }
        lines.add(BoardLines.files(palette, 2, 'i', 3));
        return lines;
    }

    /** A rank of points joined by lines, each point painted by what stands on it. */
    private String rankLine(Palette palette, int rank) {
        StringBuilder line = new StringBuilder();
        for (int file = 0; file < Squares.FILES; file++) {
            int square = Squares.of(file, rank);
            Optional<Piece> piece = board().at(square);
            String glyph = piece.map(p -> String.valueOf(p.fenLetter())).orElse("+");
            String role = marked(square) ? Palette.MARK : piece.map(p -> p.colour().word()).orElse(Palette.BOARD);
            line.append(palette.paint(role, glyph));
            if (file < Squares.FILES - 1) {
                line.append(palette.paint(Palette.BOARD, "---"));
            }
        }
        return line.toString();
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
