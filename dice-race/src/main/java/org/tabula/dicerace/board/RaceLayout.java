package org.tabula.dicerace.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tabula.api.Side;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Dice;
import org.tabula.api.board.Link;
import org.tabula.api.board.Mark;
import org.tabula.api.board.Piece;
import org.tabula.api.board.Place;
import org.tabula.api.board.Region;
import org.tabula.dicerace.rules.Board;
import org.tabula.dicerace.rules.Die;
import org.tabula.dicerace.rules.RaceMove;
import org.tabula.dicerace.rules.RaceState;

/**
 * The dice race as geometry: the six squares of the track in a row, named 1 to 6 as moves name them, each man's
 * start above (light) or below (dark) its left end, and each side's home at its right end; the men on them, the
 * last move's places marked and the roll standing as its die.
 *
 * <p>Each man has a start of its own ({@code light-hand-a}, {@code light-hand-b}) because a move names the man:
 * with both men waiting, {@code a2} and {@code b2} are two moves, and a person must be able to point at either.
 */
public final class RaceLayout {

    private static final double TRACK_Y = 2.5;
    private static final double LIGHT_Y = 1.0;
    private static final double DARK_Y = 4.0;

    /** The board, the same in every position. */
    private static final BoardLayout BOARD = board();

    private RaceLayout() {
    }

    /** The layout of a state, with the marks of the move that led to it. */
    public static BoardLayout of(RaceState state, List<Mark> marks) {
        List<Piece> pieces = new ArrayList<>();
        for (int side = 0; side < 2; side++) {
            Side who = RaceState.SIDES.get(side);
            int home = 0;
            for (int man = 0; man < 2; man++) {
                int square = state.board().man(side, man);
                if (square == Board.HOME) {
                    home++;
                } else {
                    pieces.add(Piece.one(place(side, man, square), who, "man", letter(man)));
                }
            }
            if (home > 0) {
                pieces.add(new Piece(home(side), who, "man", "", home));
            }
        }
        // One die of 0 to 3: its face is what it counts.
        Optional<Dice> dice = state.roll() < 0 ? Optional.empty()
                : Optional.of(new Dice(List.of(Die.FACES.get(state.roll())), Die.FACES.get(state.roll())));
        return BOARD.with(pieces, marks, dice);
    }

    /**
     * The places a legal move touches: where the man stands, then where it goes; none for a pass.
     *
     * @throws IllegalArgumentException when the move is not legal in the state
     */
    public static List<String> placesOf(RaceState state, RaceMove move) {
        if (!state.moves().contains(move)) {
            throw new IllegalArgumentException(move.text() + " is not a legal move in " + state);
        }
        if (move.man() < 0) {
            return List.of();
        }
        int side = state.turn();
        return List.of(place(side, move.man(), state.board().man(side, move.man())),
                place(side, move.man(), move.to()));
    }

    /** The marks of a move played from {@code before}: the places it touched. */
    public static List<Mark> lastMove(RaceState before, RaceMove move) {
        return placesOf(before, move).stream().map(place -> new Mark(place, Mark.LAST_MOVE)).toList();
    }

    /** The place a man of a side stands on at a square of its race: its start, a track square or its home. */
    private static String place(int side, int man, int square) {
        if (square == 0) {
            return hand(side, man);
        }
        return square == Board.HOME ? home(side) : Integer.toString(square);
    }

    private static String hand(int side, int man) {
        return RaceState.SIDES.get(side).id() + "-hand-" + letter(man);
    }

    private static String home(int side) {
        return RaceState.SIDES.get(side).id() + "-home";
    }

    private static String letter(int man) {
        return man == 0 ? "a" : "b";
    }

    private static BoardLayout board() {
        List<Place> places = new ArrayList<>();
        List<Link> links = new ArrayList<>();
        List<Region> regions = new ArrayList<>();
        List<String> hands = new ArrayList<>();
        List<String> homes = new ArrayList<>();
        List<String> track = new ArrayList<>();
        for (int square = 1; square < Board.HOME; square++) {
            // Square n in a row, one unit each, from x = 2 to x = 8.
            places.add(Place.square(Integer.toString(square), square + 1.5, TRACK_Y, 1));
            track.add(Integer.toString(square));
            if (square > 1) {
                links.add(new Link(Integer.toString(square - 1), Integer.toString(square)));
            }
        }
        for (int side = 0; side < 2; side++) {
            double y = side == 0 ? LIGHT_Y : DARK_Y;
            List<String> route = new ArrayList<>();
            for (int man = 0; man < 2; man++) {
                places.add(new Place(hand(side, man), 0.9 + man, y, 0.8, 0.8));
                hands.add(hand(side, man));
                route.add(hand(side, man));
                links.add(new Link(hand(side, man), "1"));
            }
            places.add(new Place(home(side), 9.0, y, 1.4, 0.9));
            homes.add(home(side));
            links.add(new Link(Integer.toString(Board.HOME - 1), home(side)));
            route.addAll(track);
            route.add(home(side));
            regions.add(Region.of(Region.ROUTE, route));
        }
        regions.add(Region.of(Region.ROSETTES, List.of(Integer.toString(Board.ROSETTE))));
        regions.add(Region.of(Region.HAND, hands));
        regions.add(Region.of(Region.HOME, homes));
        return BoardLayout.board(10, 5, places, links, regions);
    }
}
