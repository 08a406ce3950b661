package org.tabula.host.core.testgames;

import java.util.List;
import java.util.function.BooleanSupplier;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.Move;

/**
 * The race's bots: level 1 moves one square, level 2 as far as the roll allows, and level 3 thinks until the
 * host tells it to stop and then moves as far as it may, which proves that the host's time limit reaches a bot.
 */
final class RaceBot implements Bot {

    /** Level 3 gives up waiting for the host after this many looks at the stop signal, so a test fails, not hangs. */
    static final long MOST_POLLS = 200_000_000L;

    private final BotLevel level;

    RaceBot(BotLevel level) {
        this.level = level;
    }

    @Override
    public BotLevel level() {
        return level;
    }

    @Override
    public Move chooseMove(Game game) {
        if (level.level() == 3) {
            throw new IllegalStateException("the patient bot thinks until the host stops it; give it a stop signal");
        }
        return pick(game);
    }

    @Override
    public Move chooseMove(Game game, BooleanSupplier stopRequested) {
        if (level.level() != 3) {
            return pick(game);
        }
        for (long polls = 0; !stopRequested.getAsBoolean(); polls++) {
            if (polls == MOST_POLLS) {
                throw new IllegalStateException("the host never told the patient bot to stop");
            }
        }
        return pick(game);
    }

    private Move pick(Game game) {
        List<? extends Move> moves = game.legalMoves();
        if (moves.isEmpty()) {
            throw new IllegalStateException("no move to choose: " + game.position());
        }
        return level.level() == 1 ? moves.get(0) : moves.get(moves.size() - 1);
    }
}
