package ${package}.board;

import ${package}.rules.Board;
import ${package}.rules.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Mark;
import org.tabula.api.board.Piece;
import org.tabula.api.board.Place;

/**
 * The board as geometry for a host to draw and point at: nine unit squares named a1 to c3, rank 3 at the top,
 * each mark a piece labelled X or O, and the last move's square marked. A move touches its square alone.
 */
public final class Grid {

    /** The squares, the same in every position. */
    private static final BoardLayout BOARD = BoardLayout.board(4, 4, Square.ALL.stream()
            .map(square -> Place.square(square.text(), square.file() + 1, 3 - square.rank(), 1)).toList(),
            List.of(), List.of());

    private Grid() {
    }

    /** The layout of a board, with the last move marked when there is one. */
    public static BoardLayout of(Board board, Optional<Square> last) {
        List<Piece> pieces = new ArrayList<>();
        for (Square square : Square.ALL) {
            int owner = board.owner(square);
            if (owner >= 0) {
                pieces.add(Piece.one(square.text(), Board.SIDES.get(owner), "mark", "XO".substring(owner, owner + 1)));
            }
        }
        return BOARD.with(pieces, last.map(square -> List.of(new Mark(square.text(), Mark.LAST_MOVE)))
                .orElse(List.of()), Optional.empty());
    }
}
