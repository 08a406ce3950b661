package org.tabula.morris.rules;

import java.util.Optional;
import org.tabula.api.Refusal;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.MorrisRefusal;
import org.tabula.morris.model.Phase;
import org.tabula.morris.model.Points;
import org.tabula.morris.model.Position;

/**
 * Why a move is refused in a position, read from the position value rather than the core: the work behind
 * {@link org.tabula.morris.Rules}, here so that the game state beside it can ask without importing the face above.
 */
public final class MoveRefusals {

    private MoveRefusals() {
    }

    /** What a side does on its turn in a position: placing while it has men in hand, then moving or flying. */
    public static Phase phaseOf(Position position, Colour colour, boolean flying) {
        if (position.inHand(colour) > 0) {
            return Phase.PLACING;
        }
        return flying && Integer.bitCount(position.men(colour)) == 3 ? Phase.FLYING : Phase.MOVING;
    }

    /** True when the man moved or placed completes a mill of his side, whatever the move says it takes. */
    public static boolean closesMill(Position position, MorrisMove move) {
        Colour side = position.turn();
        int own = position.men(side);
        int after = (move.isPlacement() ? own : own & ~(1 << move.from())) | 1 << move.to();
        return Points.inMill(after, move.to());
    }

    /**
     * Why the side to move may not play a move in a position, or empty when it may. The reasons are looked at in
     * this order: placing or moving as the hand requires, the man to move, the point to reach, the line between,
     * then the mill and the man taken.
     */
    public static Optional<Refusal> check(Position position, boolean flying, MorrisMove move) {
        Colour side = position.turn();
        Colour enemy = side.opponent();
        int own = position.men(side);
        int theirs = position.men(enemy);
        String title = side.side().title();
        if (position.inHand(side) > 0) {
            if (!move.isPlacement()) {
                return Optional.of(MorrisRefusal.MUST_PLACE.with(title, Points.name(move.from())));
            }
        } else {
            if (move.isPlacement()) {
                return Optional.of(MorrisRefusal.MUST_MOVE.with(title, Points.name(move.to())));
            }
            if ((own & 1 << move.from()) == 0) {
                return Optional.of(MorrisRefusal.NO_MAN_OF_YOURS.with(title, Points.name(move.from())));
            }
        }
        if (((own | theirs) & 1 << move.to()) != 0) {
            return Optional.of(MorrisRefusal.POINT_TAKEN.with(Points.name(move.to())));
        }
        if (!move.isPlacement() && phaseOf(position, side, flying) != Phase.FLYING
                && !Points.adjacent(move.from(), move.to())) {
            return Optional.of(MorrisRefusal.NOT_A_NEIGHBOUR.with(Points.name(move.to()), Points.name(move.from())));
        }
        return checkCapture(position, move, side, enemy);
    }

    private static Optional<Refusal> checkCapture(Position position, MorrisMove move, Colour side, Colour enemy) {
        int theirs = position.men(enemy);
        String plain = move.withoutCapture().text();
        if (!closesMill(position, move)) {
            return move.isCapture() ? Optional.of(MorrisRefusal.NO_MILL_CLOSED.with(plain)) : Optional.empty();
        }
        if (theirs == 0) {
            return move.isCapture()
                    ? Optional.of(MorrisRefusal.NOTHING_TO_TAKE.with(enemy.side().title(), plain))
                    : Optional.empty();
        }
        // Which men a mill may take is the core's rule (Mills), written once.
        int takeable = Mills.takeable(Mills.dual(theirs));
        if (!move.isCapture()) {
            int example = Integer.numberOfTrailingZeros(takeable);
            return Optional.of(MorrisRefusal.MILL_NEEDS_CAPTURE.with(plain, enemy.word(),
                    move.withCapture(example).text()));
        }
        int bit = 1 << move.remove();
        if ((theirs & bit) == 0) {
            return Optional.of(MorrisRefusal.NOT_OPPONENTS_MAN.with(enemy.word(), Points.name(move.remove())));
        }
        if ((takeable & bit) == 0) {
            return Optional.of(MorrisRefusal.MAN_IN_MILL.with(enemy.word(), Points.name(move.remove()),
                    enemy.side().title()));
        }
        return Optional.empty();
    }
}
