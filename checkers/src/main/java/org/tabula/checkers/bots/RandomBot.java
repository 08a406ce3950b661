package org.tabula.checkers.bots;

import java.util.function.Function;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.Move;
import org.tabula.checkers.rules.Core;
import org.tabula.checkers.rules.MoveGenerator;
import org.tabula.checkers.rules.MoveCode;

/** The weakest checkers bot: any legal move, chosen at random from the seed. */
public final class RandomBot implements Bot {

    private final BotLevel level;
    private final long seed;
    /** The core of a game to play, which only the game's package can reach. */
    private final Function<Game, Core> cores;

    public RandomBot(BotLevel level, long seed, Function<Game, Core> cores) {
        this.level = level;
        this.seed = seed;
        this.cores = cores;
    }

    @Override
    public BotLevel level() {
        return level;
    }

    @Override
    public Move chooseMove(Game game) {
        Core core = cores.apply(game);
        long[] moves = MoveGenerator.legalMoves(core);
        return MoveCode.toMove(moves[SeededChoice.random(seed, core).nextInt(moves.length)]);
    }
}
