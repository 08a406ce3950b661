package org.tabula.checkers.bots;

import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.Move;
import org.tabula.checkers.rules.Core;
import org.tabula.checkers.rules.MoveCode;
import org.tabula.checkers.rules.MoveGenerator;

/**
 * The second checkers bot: it wins at once when it can, takes the most pieces it can, crowns a man when it can,
 * and keeps its pieces where the enemy cannot take them next move; among equal moves it chooses at random from
 * the seed.
 */
public final class GreedyBot extends CoreBot {

    private static final int WIN = 100_000;
    private static final int TAKEN = 100;
    private static final int CROWN = 50;
    private static final int LOST = 90;

    public GreedyBot(BotLevel level, long seed, Function<Game, Core> cores) {
        super(level, seed, cores);
    }

    /** Looks one reply ahead only, so it has nothing to stop. */
    @Override
    public Move chooseMove(Game game, BooleanSupplier stopRequested) {
        Core core = read(game);
        long[] moves = MoveGenerator.legalMoves(core);
        SplittableRandom random = random(core);
        long[][] replies = {new long[MoveGenerator.USUAL_MOVES]};
        int best = Integer.MIN_VALUE;
        long chosen = moves[0];
        int ties = 0;
        for (long move : moves) {
            int score = score(core, move, replies);
            if (score > best) {
                best = score;
                chosen = move;
                ties = 1;
            } else if (score == best && random.nextInt(++ties) == 0) {
                // Reservoir sampling: each of the equal moves is kept with the same chance.
                chosen = move;
            }
        }
        return MoveCode.toMove(chosen);
    }

    private static int score(Core core, long move, long[][] replies) {
        int side = core.turn();
        int kingsBefore = Integer.bitCount(core.pieces(side) & core.kings());
        int score = MoveCode.jumps(move) * TAKEN;
        core.make(move);
        if (Integer.bitCount(core.pieces(side) & core.kings()) > kingsBefore) {
            score += CROWN;
        }
        int count = MoveGenerator.generate(core, replies, 0);
        long[] reply = replies[0];
        if (count == 0) {
            score += WIN;
        } else {
            // The enemy's best reply: the most it could take of ours at once.
            int most = 0;
            for (int i = 0; i < count; i++) {
                most = Math.max(most, MoveCode.jumps(reply[i]));
            }
            score -= most * LOST;
        }
        core.unmake();
        return score;
    }
}
