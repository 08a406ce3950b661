package org.tabula.morris.family.solve;

import java.util.Optional;
import org.tabula.morris.family.FamilyMove;
import org.tabula.morris.family.FamilyState;

/** The perfect move from a solution: the fastest win, else a move that keeps the draw, else the slowest loss. */
public final class PerfectMove {

    private PerfectMove() {
    }

    /**
     * The best move of a game in progress, the first in the rules' order among equals; empty when the game is
     * over.
     *
     * @throws IllegalArgumentException when the solution is of another game
     */
    public static Optional<FamilyMove> choose(MillSolution solution, FamilyState state) {
        if (state.rules().variant() != solution.rules().variant()) {
            throw new IllegalArgumentException("a solution of " + solution.rules().variant().title()
                    + " cannot play " + state.rules().variant().title());
        }
        FamilyMove best = null;
        int bestScore = Integer.MIN_VALUE;
        for (FamilyMove move : state.moves()) {
            int score = score(solution.verdict(state.after(move).position()));
            if (score > bestScore) {
                best = move;
                bestScore = score;
            }
        }
        return Optional.ofNullable(best);
    }

    /** How good a child is for the side choosing it, which is the child's other side: higher is better. */
    private static int score(Verdict child) {
        return switch (child.value()) {
            case LOSS -> Integer.MAX_VALUE - child.plies();
            case DRAW -> 0;
            case WIN -> Integer.MIN_VALUE + 1 + child.plies();
        };
    }
}
