package org.tabula.benchmarks.morris;

import org.tabula.api.Status;
import org.tabula.morris.MorrisGame;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.rules.Core;
import org.tabula.morris.rules.CorePerft;
import org.tabula.morris.rules.MoveCode;
import org.tabula.morris.rules.PerftWalker;

/**
 * The ways into morris's core that the benchmarks share: a game's core, and the ways of counting perft on it.
 *
 * <p>The core is public in morris's unexported {@code rules} package, reachable here because the benchmarks run
 * on the class path; the game keeps its own core to itself, so the core is rebuilt from the game's start and
 * moves, as the game built it.
 */
final class MorrisCores {

    private MorrisCores() {
    }

    /** A core standing where the game stands, with the game's history behind it (for the draw rules). */
    static Core of(MorrisGame game) {
        Core core = Core.of(game.startPosition(), game.flying(), game.noMillLimit());
        for (MorrisMove move : game.history()) {
            core.make(MoveCode.encode(move));
        }
        return core;
    }

    /**
     * Perft from a game, counted one of the ways the benchmarks compare:
     * {@code walker2} (what {@link MorrisGame#perft(int)} does), {@code walker1}, {@code walker0} (the fast
     * walker, counting the last two plies, the last ply or nothing in bulk), {@code core1}, {@code core0} (the
     * make/unmake core the bots search, with and without the last ply counted in bulk).
     */
    static long perft(MorrisGame game, int depth, String counting) {
        // As MorrisPerft counts: a depth checked, nothing below depth 0, no moves after the end.
        if (depth < 0) {
            throw new IllegalArgumentException("perft depth is 0 or more: " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        if (game.status() == Status.FINISHED) {
            return 0;
        }
        return switch (counting) {
            case "walker2" -> PerftWalker.perft(of(game), depth, PerftWalker.Bulk.LAST_TWO_PLIES);
            case "walker1" -> PerftWalker.perft(of(game), depth, PerftWalker.Bulk.LAST_PLY);
            case "walker0" -> PerftWalker.perft(of(game), depth, PerftWalker.Bulk.NONE);
            case "core1" -> CorePerft.perft(of(game), depth, true);
            case "core0" -> CorePerft.perft(of(game), depth, false);
            default -> throw new IllegalArgumentException("no such counting: " + counting);
        };
    }
}
