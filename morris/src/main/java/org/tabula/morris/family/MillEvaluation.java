package org.tabula.morris.family;

import org.tabula.morris.model.MillBoard;

/**
 * How good a mill game's state is for the side to move, for the family's searching bots: the men each side still
 * has (on the board and in hand) weigh most, then the mills standing, then, once both sides only move, how many
 * moves each has, since a side that cannot move loses. An ending is a win or a loss beyond any of these.
 */
public final class MillEvaluation {

    /** A won ending's worth, beyond any sum of men, mills and moves. */
    public static final int WON = 100_000;
    private static final int MAN = 100;
    private static final int MILL = 30;
    private static final int MOVE = 4;

    private MillEvaluation() {
    }

    /** The state's worth for its side to move, above 0 good for it. */
    public static int score(FamilyState state) {
        if (state.ending().isPresent()) {
            return state.ending().get().winner()
                    .map(winner -> winner.ordinal() == state.position().side() ? WON : -WON).orElse(0);
        }
        FamilyPosition position = state.position();
        MillRules rules = state.rules();
        int side = position.side();
        int score = 0;
        for (int each : new int[] {side, side ^ 1}) {
            int men = position.men(each);
            int worth = MAN * (Integer.bitCount(men) + position.inHand(each)) + MILL * mills(rules.board(), men);
            score += each == side ? worth : -worth;
        }
        if (position.whiteInHand() == 0 && position.blackInHand() == 0) {
            score += MOVE * (moves(rules, position, side) - moves(rules, position, side ^ 1));
        }
        return score;
    }

    private static int mills(MillBoard board, int men) {
        int mills = 0;
        for (int mask : board.millMasks()) {
            mills += (men & mask) == mask ? 1 : 0;
        }
        return mills;
    }

    /** A side's moves, a flying side's counted as none: its mobility tells nothing. */
    private static int moves(MillRules rules, FamilyPosition position, int side) {
        if (FamilyMoves.flies(rules, position.men(side), 0)) {
            return 0;
        }
        return FamilyMoves.count(rules, position.men(side), position.men(side ^ 1), 0);
    }
}
