package org.tabula.morris.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tabula.api.board.BoardLayout;
import org.tabula.morris.model.Board;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MillBoard;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.Points;

/**
 * The seed's board as geometry for a host to draw and point at, {@link MillDrawing}'s 24-point board: the points
 * one unit apart on a plane with y down (a1 bottom left, g7 top right), the 32 lines between neighbouring points,
 * each side's hand as an area to the right of the board (black's at the top, white's at the bottom), the men on
 * the points and in hand, and the last move's points marked.
 *
 * <p>A move is pointed at as it is written: {@code d2} at d2; {@code d2-d3} at d2 then d3; a capture adds the man
 * taken last, {@code d2xa1} at d2 then a1 and {@code d2-d3xa1} at d2, d3, a1. A placement does not point at the
 * hand: a side with men in hand only places, so the point alone says the move.
 *
 * <p>No legal move's points begin another's, so pointing never needs to be ended by pointing again: a side that
 * places never also moves, and a placement or a step onto a point either closes a mill, and then every legal way
 * to play it names a man to take, or it closes none and takes nothing. (No game stands where a mill would have no
 * man to take.)
 */
public final class MorrisLayout {

    private MorrisLayout() {
    }

    /** The layout of a board, marking the points of the last move when there is one. */
    public static BoardLayout of(Board board, Optional<MorrisMove> lastMove) {
        return MillDrawing.layout(MillBoard.TWENTY_FOUR_POINTS, men(board),
                lastMove.map(MorrisLayout::placesOf).orElse(List.of()));
    }

    /** The men of a seed board, for a drawing. */
    static MillMen men(Board board) {
        return new MillMen(board.mask(Colour.WHITE), board.mask(Colour.BLACK), board.inHand(Colour.WHITE),
                board.inHand(Colour.BLACK));
    }

    /** The points of a move in the order a person points at them: from, to, the man taken. */
    public static List<String> placesOf(MorrisMove move) {
        List<String> places = new ArrayList<>(3);
        if (!move.isPlacement()) {
            places.add(Points.name(move.from()));
        }
        places.add(Points.name(move.to()));
        if (move.isCapture()) {
            places.add(Points.name(move.remove()));
        }
        return List.copyOf(places);
    }

    /** The name of a side's hand, such as {@code white-hand}. */
    public static String hand(Colour colour) {
        return MillDrawing.hand(colour);
    }
}
