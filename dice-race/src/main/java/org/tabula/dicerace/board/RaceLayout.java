package org.tabula.dicerace.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Dice;
import org.tabula.api.board.Link;
import org.tabula.api.board.Mark;
import org.tabula.api.board.Piece;
import org.tabula.api.board.Place;
import org.tabula.api.board.Region;
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

    /** The letters naming each side's two men. */
    private static final List<String> LETTERS = List.of("a", "b");
    /** The board, the same in every position. */
    private static final BoardLayout BOARD = board();

    private RaceLayout() {
    }

    /** The layout of a state, with the marks of the move that led to it. */
    public static BoardLayout of(RaceState state, List<Mark> marks) {
        List<Piece> pieces = new ArrayList<>();
        for (int side = 0; side < 2; side++) {
            int home = 0;
            for (int man = 0; man < 2; man++) {
                int square = state.man(side, man);
                home += square == RaceState.HOME ? 1 : 0;
                if (square != RaceState.HOME) {
                    pieces.add(Piece.one(place(side, man, square), RaceState.SIDES.get(side), "man",
                            LETTERS.get(man)));
                }
            }
            if (home > 0) {
                pieces.add(new Piece(place(side, 0, RaceState.HOME), RaceState.SIDES.get(side), "man", "", home));
            }
        }
        // One die of 0 to 3: its face is what it counts.
        Optional<Dice> dice = state.roll() < 0 ? Optional.empty() : Optional.of(new Dice(
                List.of(RaceState.FACES.get(state.roll())), RaceState.FACES.get(state.roll())));
        return BOARD.with(pieces, marks, dice);
    }

    /** The places a legal move touches: where the man stands, then where it goes; none for a pass. */
    public static List<String> placesOf(RaceState state, RaceMove move) {
        return move.man() < 0 ? List.of() : List.of(place(state.turn(), move.man(), state.man(state.turn(),
                move.man())), place(state.turn(), move.man(), move.to()));
    }

    /** The place a man of a side stands on at a square of its race: its start, a track square or its home. */
    private static String place(int side, int man, int square) {
        String id = RaceState.SIDES.get(side).id();
        return square == 0 ? id + "-hand-" + LETTERS.get(man) : square == RaceState.HOME ? id + "-home"
                : Integer.toString(square);
    }

    private static BoardLayout board() {
        List<Place> places = new ArrayList<>();
        List<Link> links = new ArrayList<>();
        List<String> track = new ArrayList<>();
        for (int square = 1; square < RaceState.HOME; square++) {
            // Square n in a row, one unit each, from x = 2 to x = 8.
            places.add(Place.square(Integer.toString(square), square + 1.5, 2.5, 1));
            track.add(Integer.toString(square));
            if (square > 1) {
                links.add(new Link(Integer.toString(square - 1), Integer.toString(square)));
            }
        }
        List<Region> regions = new ArrayList<>();
        for (int side = 0; side < 2; side++) {
            double y = side == 0 ? 1.0 : 4.0;
            String home = place(side, 0, RaceState.HOME);
            List<String> route = new ArrayList<>(List.of(place(side, 0, 0), place(side, 1, 0)));
            for (int man = 0; man < 2; man++) {
                places.add(new Place(route.get(man), 0.9 + man, y, 0.8, 0.8));
                links.add(new Link(route.get(man), "1"));
            }
            places.add(new Place(home, 9.0, y, 1.4, 0.9));
            links.add(new Link(Integer.toString(RaceState.HOME - 1), home));
            route.addAll(track);
            route.add(home);
            regions.add(Region.of(Region.ROUTE, route));
        }
        regions.add(Region.of(Region.ROSETTES, List.of(Integer.toString(RaceState.ROSETTE))));
        regions.add(Region.of(Region.HAND, List.of(place(0, 0, 0), place(0, 1, 0), place(1, 0, 0), place(1, 1, 0))));
        regions.add(Region.of(Region.HOME, List.of(place(0, 0, RaceState.HOME), place(1, 0, RaceState.HOME))));
        return BoardLayout.board(10, 5, places, links, regions);
    }
}
