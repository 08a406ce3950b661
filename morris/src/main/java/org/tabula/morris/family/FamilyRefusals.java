package org.tabula.morris.family;

import java.util.Optional;
import org.tabula.api.Refusal;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MillBoard;
import org.tabula.morris.model.MorrisRefusal;

/**
 * Why the side to move may not play a move in a family position, in the seed's order: placing or moving as the hand
 * and the rules allow, the man to move, the point to reach, the line between, then the mill and the man taken. The
 * codes and sentences are the seed's ({@link MorrisRefusal}).
 */
final class FamilyRefusals {

    private FamilyRefusals() {
    }

    static Optional<Refusal> check(FamilyPosition position, FamilyMove move) {
        MillRules rules = position.rules();
        MillBoard board = rules.board();
        int side = position.side();
        int own = position.men(side);
        int theirs = position.men(side ^ 1);
        int hand = position.inHand(side);
        String title = position.turn().side().title();
        if (hand > 0 && !rules.lasker() && !move.isPlacement()) {
            return Optional.of(MorrisRefusal.MUST_PLACE.with(title, board.name(move.from())));
        }
        if (hand == 0 && move.isPlacement()) {
            return Optional.of(MorrisRefusal.MUST_MOVE.with(title, board.name(move.to())));
        }
        if (!move.isPlacement() && (own & 1 << move.from()) == 0) {
            return Optional.of(MorrisRefusal.NO_MAN_OF_YOURS.with(title, board.name(move.from())));
        }
        if (((own | theirs) & 1 << move.to()) != 0) {
            return Optional.of(MorrisRefusal.POINT_TAKEN.with(board.name(move.to())));
        }
        if (!move.isPlacement() && !FamilyMoves.flies(rules, own, hand)
                && (board.neighbours(move.from()) & 1 << move.to()) == 0) {
            return Optional.of(MorrisRefusal.NOT_A_NEIGHBOUR.with(board.name(move.to()), board.name(move.from())));
        }
        return checkCapture(position, move);
    }

    private static Optional<Refusal> checkCapture(FamilyPosition position, FamilyMove move) {
        MillRules rules = position.rules();
        MillBoard board = rules.board();
        Colour enemy = position.turn().opponent();
        int own = position.men(position.side());
        int theirs = position.men(enemy.ordinal());
        String plain = move.taking(FamilyMove.NONE).text();
        int after = (move.isPlacement() ? own : own & ~(1 << move.from())) | 1 << move.to();
        if (!board.inMill(after, move.to())) {
            return move.isCapture() ? Optional.of(MorrisRefusal.NO_MILL_CLOSED.with(plain)) : Optional.empty();
        }
        int takeable = FamilyMoves.takeable(rules, theirs);
        if (takeable == 0) {
            if (!move.isCapture()) {
                return Optional.empty();
            }
            if (theirs == 0) {
                return Optional.of(MorrisRefusal.NOTHING_TO_TAKE.with(enemy.side().title(), plain));
            }
            String why = rules.variant().millWins() ? "in " + rules.variant().title() + " a mill wins the game"
                    : "every " + enemy.word() + " man stands in a mill, and under strict removal a mill takes none"
                            + " of them";
            return Optional.of(MorrisRefusal.MILL_TAKES_NOTHING.with(plain, why));
        }
        if (!move.isCapture()) {
            return Optional.of(MorrisRefusal.MILL_NEEDS_CAPTURE.with(plain, enemy.word(),
                    move.taking(Integer.numberOfTrailingZeros(takeable)).text()));
        }
        int bit = 1 << move.remove();
        if ((theirs & bit) == 0) {
            return Optional.of(MorrisRefusal.NOT_OPPONENTS_MAN.with(enemy.word(), board.name(move.remove())));
        }
        if ((takeable & bit) == 0) {
            return Optional.of(MorrisRefusal.MAN_IN_MILL.with(enemy.word(), board.name(move.remove()),
                    enemy.side().title()));
        }
        return Optional.empty();
    }
}
