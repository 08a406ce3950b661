package org.tabula.morris;

import java.util.Map;
import org.tabula.api.PerftWalks;
import org.tabula.engine.perft.PerftFront;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.Position;
import org.tabula.morris.rules.CorePerft;
import org.tabula.morris.rules.PerftWalker;

/**
 * Perft for morris: how many sequences of legal moves of a given length a game has, the standard check that
 * move generation is right.
 *
 * <p>A move that closes a mill counts once for each man it could take, and a finished game has no moves, so a
 * sequence stops at the first ending (including repetition and the no-mill limit, as the game counts them).
 * {@link #perft} walks primitive copies of the position ({@code PerftWalker}), counting the last ply (and below a
 * placement the last two) from popcounts instead of making the moves; {@link #perftThroughApi} walks the public
 * game API move by move, slowly, to cross-check it. {@link MorrisState#perft(int)} is {@link #perft}.
 */
public final class MorrisPerft {

    private MorrisPerft() {
    }

    /**
     * The number of move sequences of length {@code depth} from the game as it stands, counted on the fast core.
     * The game is not changed.
     *
     * @throws IllegalArgumentException when the depth is negative
     */
    public static long perft(MorrisState game, int depth) {
        return perft(game, depth, PerftWalker.Bulk.LAST_TWO_PLIES);
    }

    /** The same count walked on the make/unmake core: see {@link CorePerft}. */
    static long perftOnCore(MorrisState game, int depth, boolean bulk) {
        return PerftFront.perft(game, depth, (g, d) -> CorePerft.perft(g.core(), d, bulk));
    }

    /** The fast count with only so much counted in bulk, for tests and benchmarks. */
    static long perft(MorrisState game, int depth, PerftWalker.Bulk bulk) {
        return PerftFront.perft(game, depth, (g, d) -> PerftWalker.perft(g.core(), d, bulk));
    }

    /** Perft from a position with no history, counted on the fast core. */
    public static long perft(Position position, boolean flying, int depth) {
        return perft(new MorrisState(position, flying, MorrisGame.NO_MILL_PLIES), depth);
    }

    /**
     * The same count as {@link #perft(MorrisState, int)}, walked through the public API: legal moves, play and
     * undo on a copy of the game. Slow; for cross-checking the fast core.
     */
    public static long perftThroughApi(MorrisState game, int depth) {
        return PerftWalks.throughContract(game, depth);
    }

    /** The perft count below each legal move, in the order of the legal moves, counted on the fast core. */
    public static Map<MorrisMove, Long> divide(MorrisState game, int depth) {
        return PerftFront.divide(game, depth, MorrisState::legalMoves);
    }
}
