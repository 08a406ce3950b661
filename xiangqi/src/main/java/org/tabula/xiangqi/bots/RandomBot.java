package org.tabula.xiangqi.bots;

import java.util.function.Function;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.Move;
import org.tabula.xiangqi.rules.Core;
import org.tabula.xiangqi.rules.MoveCode;

/** The weakest xiangqi bot: any legal move, chosen at random from the seed. */
public final class RandomBot implements Bot {

    private final BotLevel level;
    private final long seed;
    private final Function<Game, Core> coreOf;

    /** A bot reading the core of the game it is asked to play through {@code coreOf}. */
    public RandomBot(BotLevel level, long seed, Function<Game, Core> coreOf) {
        this.level = level;
        this.seed = seed;
        this.coreOf = coreOf;
    }

    @Override
    public BotLevel level() {
        return level;
    }

    @Override
    public Move chooseMove(Game game) {
        Core core = coreOf.apply(game);
        int[] moves = BotMoves.moves(core);
        return MoveCode.toMove(moves[BotMoves.random(seed, core).nextInt(moves.length)]);
    }
}
