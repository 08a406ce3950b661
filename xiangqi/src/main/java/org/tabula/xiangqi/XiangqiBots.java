package org.tabula.xiangqi;

import org.tabula.api.Bot;
import org.tabula.api.Game;
import org.tabula.xiangqi.bots.RandomBot;
import org.tabula.xiangqi.bots.SearchBot;
import org.tabula.xiangqi.rules.Core;
import org.tabula.engine.bots.BotTable;

/**
 * The xiangqi bots at their five strengths, and the game's core they play on, handed to each.
 *
 * <p>Every bot is deterministic: the same level, seed and game give the same move, whatever was asked before,
 * because each choice draws from a generator seeded by the bot's seed and the position. The searching bots are
 * bounded by counted nodes, never by a clock, so a slow machine plays the same moves as a fast one; a host may
 * still stop them early through {@link Bot#chooseMove(Game, java.util.function.BooleanSupplier)}.
 */
final class XiangqiBots {

    static final BotTable TABLE = BotTable.of("xiangqi")
            .level("random", "Plays any legal move, at random.",
                    (level, seed) -> RandomBot.of(level, seed, XiangqiBots::coreOf))
            .level("greedy", "Looks one ply ahead, then follows the captures: takes what it can keep.",
                    (level, seed) -> SearchBot.of(level, seed, 1, 20_000, XiangqiBots::coreOf))
            .level("novice", "Looks two plies ahead, then follows the captures.",
                    (level, seed) -> SearchBot.of(level, seed, 2, 60_000, XiangqiBots::coreOf))
            .level("club", "Looks four plies ahead, then follows the captures.",
                    (level, seed) -> SearchBot.of(level, seed, 4, 300_000, XiangqiBots::coreOf))
            .level("expert", "Looks six plies ahead, then follows the captures.",
                    (level, seed) -> SearchBot.of(level, seed, 6, 1_000_000, XiangqiBots::coreOf))
            .build();

    private XiangqiBots() {
    }

    /**
     * The core of a game the bot is asked to play, standing where the game stands. A game of another class is
     * read back through its record, so any xiangqi game will do.
     *
     * @throws IllegalStateException when the game is over (see {@link Bot#gameToPlay})
     * @throws IllegalArgumentException when the game is not a xiangqi game
     */
    static Core coreOf(Game game) {
        return Bot.gameToPlay(game, new XiangqiProvider(), XiangqiGame.class).core();
    }
}
