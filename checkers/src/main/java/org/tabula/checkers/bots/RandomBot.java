package org.tabula.checkers.bots;

import java.util.function.Function;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.checkers.rules.Core;
import org.tabula.engine.bots.SeededRandomBot;

/** The weakest checkers bot: any legal move, chosen at random from the seed; checkers says only how it reads a game. */
public final class RandomBot {

    private RandomBot() {
    }

    /** The bot, reading the core of the game it is asked to play through {@code cores}. */
    public static Bot of(BotLevel level, long seed, Function<Game, Core> cores) {
        return new SeededRandomBot(level, seed, cores.andThen(CoreBot::anyMove));
    }
}
