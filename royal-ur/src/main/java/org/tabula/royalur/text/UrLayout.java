package org.tabula.royalur.text;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Dice;
import org.tabula.api.board.Mark;
import org.tabula.api.board.Piece;
import org.tabula.royalur.model.Place;
import org.tabula.royalur.model.Position;
import org.tabula.royalur.model.Squares;
import org.tabula.royalur.model.UrMove;
import org.tabula.royalur.model.UrSide;
import org.tabula.royalur.rules.GameState;

/**
 * A game of the Royal Game of Ur as a layout: {@link UrBoard}'s board with the pieces of the position (one on a
 * square, counted in a hand or home), the places of the last turn marked, and the roll standing as its dice.
 *
 * <p>A move is pointed at by where its piece leaves and where it lands: {@code hand-b1} is light-hand then b1 for
 * light, {@code g3-home} is g3 then dark-home for dark; a turn lost touches no place.
 */
public final class UrLayout {

    /** What every Ur piece is called: the men are all alike. */
    public static final String KIND = "piece";

    private UrLayout() {
    }

    /** The layout of the game as it stands. */
    public static BoardLayout of(GameState state) {
        return UrBoard.of(state.rules.route()).with(pieces(state.position()), marks(state), dice(state));
    }

    /**
     * The places of a move by {@code mover}, in the order a person points at them: where it leaves (a square or the
     * mover's hand), then where it lands (a square or the mover's home); none for a turn lost.
     */
    public static List<String> placesOf(UrMove move, UrSide mover) {
        return move.wire().map(wire -> List.of(name(wire.from(), mover), name(wire.to(), mover))).orElse(List.of());
    }

    private static String name(Place place, UrSide mover) {
        return place.isHand() ? UrBoard.hand(mover) : place.isHome() ? UrBoard.home(mover) : place.text();
    }

    /** The squares in cell order, then each side's hand and home where they hold any men. */
    private static List<Piece> pieces(Position position) {
        List<Piece> pieces = new ArrayList<>();
        for (int cell = 0; cell < Squares.CELLS; cell++) {
            UrSide side = position.at(cell);
            if (side != null) {
                pieces.add(Piece.one(Squares.name(cell), side.side(), KIND, ""));
            }
        }
        for (UrSide side : UrSide.values()) {
            counted(pieces, UrBoard.hand(side), side, position.hand(side));
            counted(pieces, UrBoard.home(side), side, position.home(side));
        }
        return pieces;
    }

    private static void counted(List<Piece> pieces, String place, UrSide side, int count) {
        if (count > 0) {
            pieces.add(new Piece(place, side.side(), KIND, "", count));
        }
    }

    /** The last turn's places, as its mover pointed at them; none after a turn lost or before any turn. */
    private static List<Mark> marks(GameState state) {
        return state.lastTurn().map(turn -> placesOf(turn.move(), turn.from().turn()).stream()
                .map(name -> new Mark(name, Mark.LAST_MOVE)).toList()).orElse(List.of());
    }

    /** The roll standing: its dice as they fell when the game knows them, and its number. */
    private static Optional<Dice> dice(GameState state) {
        return state.standingRoll().map(roll -> new Dice(state.standingFaces()
                .map(faces -> Arrays.asList(faces.split(""))).orElse(List.of()), Integer.toString(roll)));
    }
}
