package org.tabula.engine.perft;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.tabula.api.Game;
import org.tabula.api.Move;
import org.tabula.api.PerftWalks;
import org.tabula.api.Status;

/**
 * The front every game's perft shares: the depth checked, depth 0 is one sequence, a finished game has none, and
 * only then the game's own count on its core; and divide, the count below each first move.
 */
public final class PerftFront {

    private PerftFront() {
    }

    /**
     * The number of move sequences of length {@code depth} from the game as it stands. The game is not changed
     * unless its core count changes it.
     *
     * @param core the game's own count, called only with a depth of 1 or more on a game that goes on
     * @throws IllegalArgumentException when the depth is negative
     */
    public static <G extends Game> long perft(G game, int depth, CoreCount<G> core) {
        PerftWalks.checkDepth(depth);
        if (depth == 0) {
            return 1;
        }
        if (game.status() == Status.FINISHED) {
            return 0;
        }
        return core.count(game, depth);
    }

    /**
     * The game's perft below each of its legal moves, in their order. The game is not changed.
     *
     * @throws IllegalArgumentException when the depth is negative or 0
     */
    public static <G extends Game, M extends Move> Map<M, Long> divide(G game, int depth, Function<G, List<M>> moves) {
        PerftWalks.checkDepth(depth);
        return PerftWalks.divide(game, depth, moves);
    }
}
