package org.tabula.host.testgames;

import java.util.List;
import java.util.SplittableRandom;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.Move;
import org.tabula.api.Status;

/** Nim's bot: at random, or leaving a multiple of four when it can. */
final class NimBot implements Bot {

    private final BotLevel level;
    private final SplittableRandom random;

    NimBot(BotLevel level, long seed) {
        this.level = level;
        this.random = new SplittableRandom(seed);
    }

    @Override
    public BotLevel level() {
        return level;
    }

    @Override
    public Move chooseMove(Game game) {
        List<? extends Move> moves = game.legalMoves();
        if (game.status() == Status.FINISHED || moves.isEmpty()) {
            throw new IllegalStateException("the game is over");
        }
        if (level.level() == 2 && game instanceof NimGame nim && nim.stones() % 4 != 0) {
            return new NimMove(nim.stones() % 4);
        }
        return moves.get(random.nextInt(moves.size()));
    }
}
