package org.tabula.checkers.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Region;
import org.tabula.checkers.model.Board;
import org.tabula.checkers.model.CheckersMove;
import org.tabula.checkers.model.Piece;
import org.tabula.checkers.model.Squares;
import org.tabula.engine.board.SquareGrid;
import org.tabula.notation.Coordinate;

/**
 * The checkers board as geometry, in the usual diagram: black at the top (squares 1 to 4 on the top row, 1 being
 * b8), 29 to 32 on the bottom row, one unit a square, half a square of margin round the 8 by 8 board. The places
 * are the 32 dark squares named by their numbers; the 32 light squares are no places, only areas a picture fills
 * ({@link Region#LIGHT_SQUARES}). No links: a picture of squares needs no lines.
 */
public final class CheckersLayout {

    /** The checkered 8 by 8 grid, a1 dark as on a draughts board, its dark squares named by their numbers. */
    private static final SquareGrid GRID = SquareGrid.checkered(8, 8).darkSquaresOnly()
            .named(cell -> Squares.at(new Coordinate(cell.file(), cell.rank())).orElseThrow().toString());

    /** The board without pieces, the same for every position, so built once. */
    public static final BoardLayout BOARD = GRID.board();

    private CheckersLayout() {
    }

    /** The layout of a board, marking the squares of the last move when there is one ({@code null} when none). */
    public static BoardLayout of(Board board, CheckersMove lastMove) {
        List<org.tabula.api.board.Piece> pieces = new ArrayList<>();
        for (int square = 1; square <= Squares.COUNT; square++) {
            Optional<Piece> piece = board.at(square);
            if (piece.isPresent()) {
                boolean king = piece.get().isKing();
                pieces.add(org.tabula.api.board.Piece.one(Integer.toString(square), piece.get().colour().side(),
                        king ? "king" : "man", king ? "K" : ""));
            }
        }
        // A king's circuit may land where it began: the grid marks a square once.
        return GRID.layout(pieces, lastMove == null ? List.of() : places(lastMove));
    }

    /** The squares a move touches, in the order a person points at them: the square left, then each landing. */
    public static List<String> places(CheckersMove move) {
        return move.squares().stream().map(String::valueOf).toList();
    }
}
