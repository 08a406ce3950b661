package org.tabula.morris;

import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.Move;

/** The weakest morris bot: any legal move, chosen at random from the seed. */
final class RandomBot implements org.tabula.api.Bot {

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
        Core core = MorrisBots.coreOf(game);
        int[] moves = MorrisBots.moves(core);
        return MoveCode.toMove(moves[MorrisBots.random(seed, core).nextInt(moves.length)]);
    }
}
