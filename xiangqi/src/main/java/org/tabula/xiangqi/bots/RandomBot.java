package org.tabula.xiangqi.bots;

import java.util.function.Function;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.engine.bots.SeededRandomBot;
import org.tabula.xiangqi.rules.Core;

/** The weakest xiangqi bot: any legal move, chosen at random from the seed; xiangqi says only how it reads a game. */
public final class RandomBot {

    private RandomBot() {
    }

    /** The bot, reading the core of the game it is asked to play through {@code coreOf}. */
    public static Bot of(BotLevel level, long seed, Function<Game, Core> coreOf) {
        return new SeededRandomBot(level, seed, coreOf.andThen(BotMoves::anyMove));
    }
}
