package org.tabula.checkers;

import java.util.List;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.checkers.bots.GreedyBot;
import org.tabula.checkers.bots.RandomBot;
import org.tabula.checkers.bots.SearchBot;
import org.tabula.checkers.rules.Core;

/**
 * The checkers bots at their five strengths, each handed the way to a game's core, which only this package can
 * reach.
 *
 * <p>Every bot is deterministic: the same level, seed and game give the same move, whatever was asked before,
 * because each choice draws from a generator seeded by the bot's seed and the position. The searching bots are
 * bounded by counted nodes, never by a clock, so a slow machine plays the same moves as a fast one; a host may
 * also stop them early, and then they play the best move of the last search they finished.
 */
public final class CheckersBots {

    private static final List<BotLevel> LEVELS = List.of(
            new BotLevel(1, "random", "Plays any legal move, at random."),
            new BotLevel(2, "greedy", "Takes the most it can, crowns when it can, keeps its pieces out of reach,"
                    + " and otherwise plays at random."),
            new BotLevel(3, "novice", "Searches two moves ahead with alpha-beta, following jumps to their end."),
            new BotLevel(4, "club", "Searches four moves ahead with alpha-beta, following jumps to their end."),
            new BotLevel(5, "expert", "Searches eight moves ahead with alpha-beta, following jumps to their end."));

    private CheckersBots() {
    }

    /** The five strengths, weakest first. */
    public static List<BotLevel> levels() {
        return LEVELS;
    }

    /**
     * A bot at a strength from 1 to 5, deterministic from its seed.
     *
     * @throws IllegalArgumentException when there is no such level
     */
    public static Bot bot(int level, long seed) {
        switch (level) {
            case 1:
                return new RandomBot(LEVELS.get(0), seed, CheckersBots::coreOf);
            case 2:
                return new GreedyBot(LEVELS.get(1), seed, CheckersBots::coreOf);
            case 3:
                return new SearchBot(LEVELS.get(2), seed, CheckersBots::coreOf, 2, 20_000);
            case 4:
                return new SearchBot(LEVELS.get(3), seed, CheckersBots::coreOf, 4, 200_000);
            case 5:
                return new SearchBot(LEVELS.get(4), seed, CheckersBots::coreOf, 8, 1_500_000);
            default:
                throw new IllegalArgumentException("checkers bots have levels 1 to 5, not " + level);
        }
    }

    /** The core of a game to play, for the bots, which cannot reach it themselves. */
    private static Core coreOf(Game game) {
        return Bot.gameToPlay(game, new CheckersProvider(), CheckersGame.class).core();
    }
}
