package org.tabula.xiangqi.bots;

import java.util.function.Function;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.engine.bots.ScoreUnits;
import org.tabula.engine.bots.SearchingBot;
import org.tabula.xiangqi.rules.Core;
import org.tabula.xiangqi.rules.MoveCode;

/** The xiangqi bots that search a fixed number of plies ahead within a budget of nodes (levels 2 to 5). */
public final class SearchBot {

    /** The units of {@link Evaluation}, the score where the search stops looking. */
    private static final ScoreUnits UNITS = ScoreUnits.plies("hundredths of a soldier");

    private SearchBot() {
    }

    /** A bot reading the core of the game it is asked to play through {@code coreOf}; see {@link Search}. */
    public static Bot of(BotLevel level, long seed, int depth, long budget, Function<Game, Core> coreOf) {
        return new SearchingBot<>(level, seed, coreOf, depth, budget, UNITS, (core, plies, nodes, key, stop) ->
                Search.bestMove(core, plies, nodes, BotMoves.random(key, core), stop).map(MoveCode::toMove));
    }
}
