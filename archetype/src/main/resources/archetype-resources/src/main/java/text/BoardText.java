package ${package}.text;

import ${package}.rules.Board;
import ${package}.rules.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tabula.api.BoardView;
import org.tabula.api.Palette;
import org.tabula.engine.view.BoardLines;
import org.tabula.engine.view.GlyphRow;

/**
 * The board for a terminal, rank 3 at the top, the last move bracketed where there is no colour:
 * <pre>
 * 3  x . o
 * 2  .[x].
 * 1  . . .
 *    a b c
 * </pre>
 */
public final class BoardText {

    private BoardText() {
    }

    /** The view of a board, marking the last move when there is one. */
    public static BoardView of(Board board, Optional<Square> last) {
        return palette -> {
            List<String> lines = new ArrayList<>();
            for (int rank = 2; rank >= 0; rank--) {
                // A blank column left of each square leaves room for the bracket of a mark.
                GlyphRow row = GlyphRow.blank(6);
                for (int file = 0; file < 3; file++) {
                    Square square = Square.ALL.get(file + 3 * rank);
                    int owner = board.owner(square);
                    row.put(1 + 2 * file, owner < 0 ? '.' : Board.MARKS.charAt(owner),
                            owner < 0 ? Palette.BOARD : Board.SIDES.get(owner).id());
                    if (last.equals(Optional.of(square))) {
                        row.mark(1 + 2 * file);
                    }
                }
                lines.add(BoardLines.labelled(palette, Integer.toString(rank + 1), row.draw(palette)));
            }
            lines.add(BoardLines.files(palette, 3, 'c', 1));
            return List.copyOf(lines);
        };
    }
}
