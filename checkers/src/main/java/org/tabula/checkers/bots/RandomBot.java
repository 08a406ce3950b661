package org.tabula.checkers.bots;

import java.util.function.Function;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.Move;
import org.tabula.checkers.rules.Core;
import org.tabula.checkers.rules.MoveCode;
import org.tabula.checkers.rules.MoveGenerator;

/** The weakest checkers bot: any legal move, chosen at random from the seed. */
public final class RandomBot extends CoreBot {

    public RandomBot(BotLevel level, long seed, Function<Game, Core> cores) {
        super(level, seed, cores);
    }

    @Override
    public Move chooseMove(Game game) {
        Core core = core(game);
        long[] moves = MoveGenerator.legalMoves(core);
        return MoveCode.toMove(moves[random(core).nextInt(moves.length)]);
    }
}
