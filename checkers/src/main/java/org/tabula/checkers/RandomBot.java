package org.tabula.checkers;

import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.Move;

/** The weakest checkers bot: any legal move, chosen at random from the seed. */
final class RandomBot implements Bot {

    private final BotLevel level;
    private final long seed;

    RandomBot(BotLevel level, long seed) {
        this.level = level;
        this.seed = seed;
    }

    @Override
    public BotLevel level() {
        return level;
    }

    @Override
    public Move chooseMove(Game game) {
        Core core = CheckersBots.coreOf(game);
        long[] moves = CheckersBots.moves(core);
        return MoveCode.toMove(moves[CheckersBots.random(seed, core).nextInt(moves.length)]);
    }
}
