package org.tabula.morris;

import java.util.List;
import java.util.Optional;
import org.tabula.api.Refusal;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.Phase;
import org.tabula.morris.model.Position;
import org.tabula.morris.rules.Core;
import org.tabula.morris.rules.MoveCode;
import org.tabula.morris.rules.MoveRefusals;

/**
 * The rules of Nine Men's Morris: which moves are legal in a position, and what a move does to it.
 *
 * <p>White moves first. A side with men in hand places one on an empty point; after that a turn moves a man
 * along a line to the next point, if it is empty, or, for a side with exactly three men and none in hand when
 * flying is on, to any empty point. A move that completes a mill of three names an enemy man to take; a man in
 * a mill may be taken only when every enemy man stands in one. A man completing two mills at once takes one man.
 * No game comes to a position where a mill would close with no enemy man on the board to take, and a game
 * refuses to begin from one (see {@code rules.PositionCheck}); of such a position value, {@link #check} still says
 * why a capture named is refused, and a mill closed there takes nothing.
 *
 * <p>These are the moves of a position alone. Whether a game has ended (by repetition, say, which needs the
 * game's history) is the game's business: see {@link MorrisGame}.
 */
public final class Rules {

    private Rules() {
    }

    /** What a side does on its turn in a position: placing while it has men in hand, then moving or flying. */
    public static Phase phaseOf(Position position, Colour colour, boolean flying) {
        return MoveRefusals.phaseOf(position, colour, flying);
    }

    /**
     * Every move the side to move may play, in the fixed order: placements by point; steps by the point left
     * and then the point reached; a move that closes a mill once for each man it may take, by that man's point.
     */
    public static List<MorrisMove> legalMoves(Position position, boolean flying) {
        return List.copyOf(MoveCode.legalMoves(Core.of(position, flying, 0)));
    }

    /** True when the man moved or placed completes a mill of his side, whatever the move says it takes. */
    public static boolean closesMill(Position position, MorrisMove move) {
        return MoveRefusals.closesMill(position, move);
    }

    /**
     * Why the side to move may not play a move in a position, or empty when it may. The reasons are looked at in
     * this order: placing or moving as the hand requires, the man to move, the point to reach, the line between,
     * then the mill and the man taken.
     */
    public static Optional<Refusal> check(Position position, boolean flying, MorrisMove move) {
        return MoveRefusals.check(position, flying, move);
    }

    /**
     * The position after the side to move plays a move: the man placed or moved, the man taken, the turn passed,
     * the no-mill count reset by a placement or a capture and otherwise counted up, and the ply counted.
     *
     * @throws IllegalArgumentException when the move is not legal, with the refusal's sentence
     */
    public static Position apply(Position position, boolean flying, MorrisMove move) {
        Optional<Refusal> refusal = check(position, flying, move);
        if (refusal.isPresent()) {
            throw new IllegalArgumentException(refusal.get().toString());
        }
        Core core = Core.of(position, flying, 0);
        core.make(MoveCode.encode(move));
        return core.toPosition();
    }
}
