package org.tabula.host.core.testgames;

import java.util.List;
import java.util.SplittableRandom;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.Move;

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
        // The host hands a bot the rules state alone; any other class of nim is rebuilt through its record.
        NimGame nim = Bot.gameToPlay(game, new NimProvider(), NimGame.class);
        List<NimMove> moves = nim.legalMoves();
        if (level.level() == 2 && nim.stones() % 4 != 0) {
            return new NimMove(nim.stones() % 4);
        }
        return moves.get(random.nextInt(moves.size()));
    }
}
