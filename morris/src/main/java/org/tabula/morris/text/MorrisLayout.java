package org.tabula.morris.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Link;
import org.tabula.api.board.Mark;
import org.tabula.api.board.Piece;
import org.tabula.api.board.Place;
import org.tabula.api.board.Region;
import org.tabula.morris.model.Board;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.Points;
import org.tabula.notation.Coordinate;

/**
 * The morris board as geometry for a host to draw and point at: the 24 points one unit apart on a plane with y
 * down (a1 bottom left, g7 top right), the 32 lines between neighbouring points, each side's hand as an area to
 * the right of the board (black's at the top, white's at the bottom), the men on the points and in hand, and the
 * last move's points marked.
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

    /** The men a side has yet to place wait here: {@code white-hand}, {@code black-hand}. */
    private static final String HAND = "-hand";

    /** The margin around the board, in steps between points. */
    private static final double MARGIN = 1;
    private static final double HAND_WIDTH = 1.5;
    private static final double HAND_HEIGHT = 2.5;
    /** The hands' centre, one and a half steps right of the board's last file. */
    private static final double HAND_X = MARGIN + 6 + 1.5 + HAND_WIDTH / 2;

    /** The part the same for every position: plane, places, lines, regions. */
    private static final BoardLayout BOARD = board();

    private MorrisLayout() {
    }

    /** The layout of a board, marking the points of the last move when there is one. */
    public static BoardLayout of(Board board, Optional<MorrisMove> lastMove) {
        List<Piece> pieces = new ArrayList<>();
        for (int point = 0; point < Points.COUNT; point++) {
            String name = Points.name(point);
            board.at(point).ifPresent(colour -> pieces.add(Piece.one(name, colour.side(), "man", "")));
        }
        for (Colour colour : Colour.values()) {
            int inHand = board.inHand(colour);
            if (inHand > 0) {
                pieces.add(new Piece(hand(colour), colour.side(), "man", "", inHand));
            }
        }
        List<Mark> marks = lastMove.map(MorrisLayout::placesOf).orElse(List.of()).stream()
                .map(place -> new Mark(place, Mark.LAST_MOVE)).toList();
        return BOARD.with(pieces, marks, Optional.empty());
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
        return colour.word() + HAND;
    }

    private static BoardLayout board() {
        List<Place> places = new ArrayList<>();
        List<String> points = new ArrayList<>();
        for (int point = 0; point < Points.COUNT; point++) {
            Coordinate at = Points.coordinate(point);
            places.add(Place.point(Points.name(point), MARGIN + at.file(), MARGIN + 7 - at.rank()));
            points.add(Points.name(point));
        }
        // Black's hand level with the top of the board, white's with the bottom, as each sits at the table.
        double top = MARGIN + HAND_HEIGHT / 2;
        double bottom = MARGIN + 6 - HAND_HEIGHT / 2;
        places.add(new Place(hand(Colour.BLACK), HAND_X, top, HAND_WIDTH, HAND_HEIGHT));
        places.add(new Place(hand(Colour.WHITE), HAND_X, bottom, HAND_WIDTH, HAND_HEIGHT));
        List<Link> links = new ArrayList<>();
        for (int[] line : Points.lines()) {
            links.add(new Link(Points.name(line[0]), Points.name(line[1])));
        }
        List<Region> regions = List.of(Region.of(Region.POINTS, points),
                Region.of(Region.HAND, List.of(hand(Colour.BLACK))),
                Region.of(Region.HAND, List.of(hand(Colour.WHITE))));
        double width = HAND_X + HAND_WIDTH / 2 + MARGIN;
        double height = MARGIN + 6 + MARGIN;
        return BoardLayout.board(width, height, places, links, regions);
    }
}
