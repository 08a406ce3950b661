package org.tabula.engine.search;

import org.tabula.api.Move;
import org.tabula.api.Result;
import org.tabula.engine.state.PlayableState;

/**
 * The exact value of a small game's state by plain minimax to the end, for the side to move: a win {@code WIN}
 * less the plies to it, a loss the negative, a draw 0. The reference the search is checked against; it prunes
 * nothing and judges nothing.
 */
final class Solved {

    private Solved() {
    }

    static <S extends PlayableState<S, M>, M extends Move> int value(S state) {
        return value(state, 0);
    }

    /** The value of playing {@code move} in {@code state}, for the side to move in {@code state}. */
    static <S extends PlayableState<S, M>, M extends Move> int valueOf(S state, M move) {
        S child = state.after(move);
        int value = value(child, 1);
        return child.side().equals(state.side()) ? value : -value;
    }

    private static <S extends PlayableState<S, M>, M extends Move> int value(S state, int ply) {
        if (state.result().isPresent()) {
            Result result = state.result().get();
            if (result.isDraw()) {
                return 0;
            }
            return result.winner().equals(state.side()) ? StateSearch.WIN - ply : -StateSearch.WIN + ply;
        }
        int best = Integer.MIN_VALUE;
        for (M move : state.moves()) {
            S child = state.after(move);
            int value = value(child, ply + 1);
            best = Math.max(best, child.side().equals(state.side()) ? value : -value);
        }
        return best;
    }
}
