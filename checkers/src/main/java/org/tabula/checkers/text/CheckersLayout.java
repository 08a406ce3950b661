package org.tabula.checkers.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tabula.api.board.Area;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Mark;
import org.tabula.api.board.Place;
import org.tabula.api.board.Region;
import org.tabula.checkers.model.Board;
import org.tabula.checkers.model.CheckersMove;
import org.tabula.checkers.model.Piece;
import org.tabula.checkers.model.Squares;
import org.tabula.notation.Coordinate;

/**
 * The checkers board as geometry, in the usual diagram: black at the top (squares 1 to 4 on the top row, 1 being
 * b8), 29 to 32 on the bottom row, one unit a square, half a square of margin round the 8 by 8 board. The places
 * are the 32 dark squares named by their numbers; the 32 light squares are no places, only areas a picture fills
 * ({@link Region#LIGHT_SQUARES}). No links: a picture of squares needs no lines.
 */
public final class CheckersLayout {

    /** The margin round the board, in squares. */
    private static final double MARGIN = 0.5;
    private static final double SIDE = 8 + 2 * MARGIN;

    /** The board without pieces, the same for every position, so built once. */
    public static final BoardLayout BOARD = board();

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
        // A king's circuit may land where it began: a square is marked once.
        List<Mark> marks = lastMove == null ? List.of() : places(lastMove).stream().distinct()
                .map(place -> new Mark(place, Mark.LAST_MOVE)).toList();
        return BOARD.with(pieces, marks, Optional.empty());
    }

    /** The squares a move touches, in the order a person points at them: the square left, then each landing. */
    public static List<String> places(CheckersMove move) {
        return move.squares().stream().map(String::valueOf).toList();
    }

    private static BoardLayout board() {
        List<Place> places = new ArrayList<>(Squares.COUNT);
        for (int square = 1; square <= Squares.COUNT; square++) {
            Coordinate at = Squares.coordinate(square);
            // Rank 8 is the top row, y growing downwards; a square's centre is half a square into its cell.
            places.add(Place.square(Integer.toString(square), MARGIN + at.file() + 0.5, MARGIN + (8 - at.rank()) + 0.5,
                    1));
        }
        List<Region> regions = new ArrayList<>(Squares.COUNT + 1);
        regions.add(Region.of(Region.DARK_SQUARES, places.stream().map(Place::name).toList()));
        for (int row = 0; row < 8; row++) {
            for (int file = 0; file < 8; file++) {
                if (Squares.at(new Coordinate(file, 8 - row)).isEmpty()) {
                    regions.add(Region.of(Region.LIGHT_SQUARES, new Area(MARGIN + file, MARGIN + row, 1, 1)));
                }
            }
        }
        return BoardLayout.board(SIDE, SIDE, places, List.of(), regions);
    }
}
