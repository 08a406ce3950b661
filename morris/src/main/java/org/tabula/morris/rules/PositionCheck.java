package org.tabula.morris.rules;

import java.util.Optional;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.Position;

/**
 * What makes a position one no game comes to, beyond the counts {@link Position} checks itself: the side to move
 * could close a mill while the other side has no man on the board to take. The seed lists a mill-closing move
 * "once for each man it could take", so such a move would be listed no times; its Perl original dies there, as on
 * any position that could not be. In play it never happens: a side still placing has just put a man down, and a
 * side with none in hand has three men or more on the board, or has lost.
 */
public final class PositionCheck {

    private PositionCheck() {
    }

    /**
     * Why the position could not be, or empty when it could. A flight counts as a move whatever the game's
     * flying rule, so the answer belongs to the position alone.
     */
    public static Optional<String> problem(Position position) {
        boolean white = position.turn() == Colour.WHITE;
        int own = white ? position.white() : position.black();
        int theirs = white ? position.black() : position.white();
        int hand = white ? position.whiteInHand() : position.blackInHand();
        if (theirs != 0) {
            return Optional.empty();
        }
        boolean fly = hand == 0 && Integer.bitCount(own) == 3;
        if (MoveGenerator.closing(own, theirs, hand > 0, fly) == 0) {
            return Optional.empty();
        }
        return Optional.of(position.turn().word() + " could close a mill with no man of the other side on the board"
                + " to take");
    }
}
