package org.tabula.morris.family;

import java.util.List;

/** Positions reached in play, for the properties: a random game chosen move by move from generated numbers. */
final class PlayedPositions {

    private PlayedPositions() {
    }

    /** The position after playing the chosen legal moves from the start, stopping where the game ends. */
    static FamilyPosition played(MillRules rules, List<Integer> choices) {
        FamilyState state = FamilyState.start(rules);
        for (int choice : choices) {
            List<FamilyMove> moves = state.moves();
            if (moves.isEmpty()) {
                break;
            }
            state = state.after(moves.get(choice % moves.size()));
        }
        return state.position();
    }
}
