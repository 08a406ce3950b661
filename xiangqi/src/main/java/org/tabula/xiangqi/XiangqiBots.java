package org.tabula.xiangqi;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;

/**
 * The xiangqi bots at their five strengths, and what they share: the game's core, and a random source drawn from
 * the seed alone.
 *
 * <p>Every bot is deterministic: the same level, seed and game give the same move, whatever was asked before,
 * because each choice draws from a generator seeded by the bot's seed and the position. The searching bots are
 * bounded by counted nodes, never by a clock, so a slow machine plays the same moves as a fast one; a host may
 * still stop them early through {@link Bot#chooseMove(Game, java.util.function.BooleanSupplier)}.
 */
public final class XiangqiBots {

    private static final List<BotLevel> LEVELS = List.of(
            new BotLevel(1, "random", "Plays any legal move, at random."),
            new BotLevel(2, "greedy", "Looks one ply ahead, then follows the captures: takes what it can keep."),
            new BotLevel(3, "novice", "Looks two plies ahead, then follows the captures."),
            new BotLevel(4, "club", "Looks four plies ahead, then follows the captures."),
            new BotLevel(5, "expert", "Looks six plies ahead, then follows the captures."));

    private XiangqiBots() {
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
                return new RandomBot(LEVELS.get(0), seed);
            case 2:
                return new SearchBot(LEVELS.get(1), seed, 1, 20_000);
            case 3:
                return new SearchBot(LEVELS.get(2), seed, 2, 60_000);
            case 4:
                return new SearchBot(LEVELS.get(3), seed, 4, 300_000);
            case 5:
                return new SearchBot(LEVELS.get(4), seed, 6, 1_000_000);
            default:
                throw new IllegalArgumentException("xiangqi bots have levels 1 to 5, not " + level);
        }
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

    /** A generator for one choice, drawn from the seed and the position alone. */
    static SplittableRandom random(long seed, Core core) {
        long mixed = seed ^ Long.rotateLeft(core.hash() * 0x9E3779B97F4A7C15L, 23) ^ (long) core.ply() << 40;
        return new SplittableRandom(mixed);
    }

    /** The legal moves of the side to move, encoded, in a fixed order. */
    static int[] moves(Core core) {
        int[] buffer = new int[Core.MAX_MOVES];
        int[] moves = Arrays.copyOf(buffer, core.generate(buffer, 0));
        Arrays.sort(moves);
        return moves;
    }
}
