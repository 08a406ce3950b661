package org.tabula.checkers;

import org.tabula.api.Bot;
import org.tabula.api.Game;
import org.tabula.checkers.bots.GreedyBot;
import org.tabula.checkers.bots.RandomBot;
import org.tabula.checkers.bots.SearchBot;
import org.tabula.checkers.rules.Core;
import org.tabula.engine.bots.BotTable;

/**
 * The checkers bots at their five strengths, each handed the way to a game's core, which only this package can
 * reach.
 *
 * <p>Every bot is deterministic: the same level, seed and game give the same move, whatever was asked before,
 * because each choice draws from a generator seeded by the bot's seed and the position. The searching bots are
 * bounded by counted nodes, never by a clock, so a slow machine plays the same moves as a fast one; a host may
 * also stop them early, and then they play the best move of the last search they finished.
 */
final class CheckersBots {

    static final BotTable TABLE = BotTable.of("checkers")
            .level("random", "Plays any legal move, at random.",
                    (level, seed) -> RandomBot.of(level, seed, CheckersBots::coreOf))
            .level("greedy", "Takes the most it can, crowns when it can, keeps its pieces out of reach,"
                    + " and otherwise plays at random.",
                    (level, seed) -> new GreedyBot(level, seed, CheckersBots::coreOf))
            .level("novice", "Searches two moves ahead with alpha-beta, following jumps to their end.",
                    (level, seed) -> SearchBot.of(level, seed, CheckersBots::coreOf, 2, 20_000))
            .level("club", "Searches four moves ahead with alpha-beta, following jumps to their end.",
                    (level, seed) -> SearchBot.of(level, seed, CheckersBots::coreOf, 4, 200_000))
            .level("expert", "Searches eight moves ahead with alpha-beta, following jumps to their end.",
                    (level, seed) -> SearchBot.of(level, seed, CheckersBots::coreOf, 8, 1_500_000))
            .build();

    private CheckersBots() {
    }

    /** The core of a game to play, for the bots, which cannot reach it themselves. */
    private static Core coreOf(Game game) {
        return Bot.gameToPlay(game, new CheckersProvider(), CheckersGame.class).core();
    }
}
