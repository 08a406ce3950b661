package org.tabula.morris.text;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tabula.api.BoardView;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Mark;
import org.tabula.api.board.Piece;
import org.tabula.api.board.Place;
import org.tabula.api.board.Region;
import org.tabula.engine.board.PlaceGlyph;
import org.tabula.engine.board.PointGraph;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MillBoard;

/**
 * Any board of the mill family drawn from its points and lines ({@link MillBoard#steps()}, diagonals included):
 * engine-support's {@link PointGraph} of the board gives the points one unit apart, the lines as links and the text
 * view; this adds each side's hand as an area right of the board (black's at the top, white's at the bottom), the
 * men on the points and in hand, and the last move's points marked. The seed's board is the 24-point one drawn
 * here (see {@link MorrisLayout} and {@link MorrisView}).
 */
public final class MillDrawing {

    /** The men a side has yet to place wait here: {@code white-hand}, {@code black-hand}. */
    private static final String HAND = "-hand";
    private static final String MAN = "man";

    private static final double MARGIN = 1;
    private static final double HAND_WIDTH = 1.5;
    /** A hand's height where the board is tall enough: the seed's. */
    private static final double HAND_HEIGHT = 2.5;
    /** The room between the two hands, in steps between points. */
    private static final double HAND_GAP = 1;

    private static final Map<MillBoard, PointGraph> GRAPHS = new EnumMap<>(MillBoard.class);
    private static final Map<MillBoard, BoardLayout> BOARDS = new EnumMap<>(MillBoard.class);

    static {
        for (MillBoard board : MillBoard.values()) {
            PointGraph graph = graph(board);
            GRAPHS.put(board, graph);
            BOARDS.put(board, board(graph));
        }
    }

    private MillDrawing() {
    }

    /** The layout of a board with these men, marking the last move's points (in the order pointed at). */
    public static BoardLayout layout(MillBoard board, MillMen men, List<String> lastMove) {
        List<Piece> pieces = new ArrayList<>();
        for (int point = 0; point < board.points(); point++) {
            String name = board.name(point);
            side(men, point).ifPresent(colour -> pieces.add(Piece.one(name, colour.side(), MAN, "")));
        }
        for (Colour colour : Colour.values()) {
            int inHand = colour == Colour.WHITE ? men.whiteInHand() : men.blackInHand();
            if (inHand > 0) {
                pieces.add(new Piece(hand(colour), colour.side(), MAN, "", inHand));
            }
        }
        List<Mark> marks = lastMove.stream().map(place -> new Mark(place, Mark.LAST_MOVE)).toList();
        return BOARDS.get(board).with(pieces, marks, Optional.empty());
    }

    /** The text view of a board with these men, marking the last move's points. */
    public static BoardView view(MillBoard board, MillMen men, List<String> lastMove) {
        return GRAPHS.get(board).view(name -> board.point(name).flatMap(point -> side(men, point))
                .map(colour -> new PlaceGlyph(colour.glyph(), colour.word())), lastMove);
    }

    /** The name of a side's hand, such as {@code white-hand}. */
    public static String hand(Colour colour) {
        return colour.word() + HAND;
    }

    private static Optional<Colour> side(MillMen men, int point) {
        int bit = 1 << point;
        if ((men.white() & bit) != 0) {
            return Optional.of(Colour.WHITE);
        }
        return (men.black() & bit) != 0 ? Optional.of(Colour.BLACK) : Optional.empty();
    }

    private static PointGraph graph(MillBoard board) {
        PointGraph graph = PointGraph.on(board.files(), board.ranks());
        for (int point = 0; point < board.points(); point++) {
            graph = graph.point(board.name(point), board.cell(point));
        }
        for (int[] step : board.steps()) {
            graph = graph.line(board.name(step[0]), board.name(step[1]));
        }
        return graph;
    }

    /**
     * The graph's points and lines with the two hands: each as tall as the seed's where the board has room, else
     * half the board's height, so the two stand a step apart on either side of its middle.
     */
    private static BoardLayout board(PointGraph graph) {
        BoardLayout points = graph.board();
        double span = graph.ranks() - 1;
        double handHeight = Math.min(HAND_HEIGHT, span / 2);
        double handX = MARGIN + graph.files() - 1 + 1.5 + HAND_WIDTH / 2;
        double middle = MARGIN + span / 2;
        double offset = (HAND_GAP + handHeight) / 2;
        List<Place> places = new ArrayList<>(points.places());
        places.add(new Place(hand(Colour.BLACK), handX, middle - offset, HAND_WIDTH, handHeight));
        places.add(new Place(hand(Colour.WHITE), handX, middle + offset, HAND_WIDTH, handHeight));
        List<Region> regions = List.of(Region.of(Region.POINTS, graph.pointNames()),
                Region.of(Region.HAND, List.of(hand(Colour.BLACK))),
                Region.of(Region.HAND, List.of(hand(Colour.WHITE))));
        return BoardLayout.board(handX + HAND_WIDTH / 2 + MARGIN, span + 2 * MARGIN, places, points.links(),
                regions);
    }
}
