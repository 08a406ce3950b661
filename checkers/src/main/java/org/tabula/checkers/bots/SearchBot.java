package org.tabula.checkers.bots;

import java.util.function.Function;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.checkers.rules.Core;
import org.tabula.checkers.rules.MoveCode;
import org.tabula.engine.bots.ScoreUnits;
import org.tabula.engine.bots.SearchingBot;

/** The checkers bots that search a fixed number of plies ahead within a budget of nodes (levels 3 to 5). */
public final class SearchBot {

    /** The units of {@link Evaluation}, the score where the search stops looking. */
    private static final ScoreUnits UNITS = ScoreUnits.plies("hundredths of a man");

    private SearchBot() {
    }

    /** The bot, reading the core of the game it is asked to play through {@code cores}; see {@link Search}. */
    public static Bot of(BotLevel level, long seed, Function<Game, Core> cores, int depth, long budget) {
        return new SearchingBot<>(level, seed, cores, depth, budget, UNITS, (core, plies, nodes, key, stop) ->
                Search.bestMove(core, plies, nodes, CoreBot.random(key, core), stop).map(MoveCode::toMove));
    }
}
