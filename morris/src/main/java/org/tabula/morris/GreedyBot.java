package org.tabula.morris;

import java.util.SplittableRandom;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.Move;

/**
 * The second morris bot: it wins at once when it can, takes a man when it can, and otherwise keeps the enemy
 * from closing a mill next move; among equal moves it chooses at random from the seed.
 */
final class GreedyBot implements Bot {

    private static final int WIN = 10_000;
    private static final int CAPTURE = 100;
    private static final int THREAT = 10;

    private final BotLevel level;
    private final long seed;

    GreedyBot(BotLevel level, long seed) {
        this.level = level;
        this.seed = seed;
    }

    @Override
    public BotLevel level() {
        return level;
    }

    @Override
    public Move chooseMove(Game game) {
        Core core = MorrisBots.coreOf(game);
        int[] moves = MorrisBots.moves(core);
        SplittableRandom random = MorrisBots.random(seed, core);
        int[] replies = new int[Core.MAX_MOVES];
        int best = Integer.MIN_VALUE;
        int chosen = moves[0];
        int ties = 0;
        for (int move : moves) {
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

    private static int score(Core core, int move, int[] replies) {
        int score = MoveCode.remove(move) >= 0 ? CAPTURE : 0;
        core.make(move);
        int count = core.generate(replies, 0);
        if (core.sideBelowThree() >= 0 || count == 0) {
            score += WIN;
        } else {
            // Each enemy reply that takes a man is a mill we left open.
            for (int i = 0; i < count; i++) {
                if (MoveCode.remove(replies[i]) >= 0) {
                    score -= THREAT;
                }
            }
        }
        core.unmake();
        return score;
    }
}
