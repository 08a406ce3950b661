package org.tabula.royalur;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.Move;
import org.tabula.royalur.bots.Expectiminimax;

/**
 * The Royal Game of Ur's bots at their five strengths. All but the first play by expectation over the dice
 * ({@link Expectiminimax}); they differ in how many turns they look ahead and how many nodes they may visit.
 *
 * <p>Every bot is deterministic: the same level, seed and game give the same move, because ties are broken by a
 * generator seeded by the bot's seed and the position's text alone, and searches are bounded by counted nodes,
 * never by a clock.
 */
public final class UrBots {

    private static final List<BotLevel> LEVELS = List.of(
            new BotLevel(1, "random", "Moves any piece it may, at random."),
            new BotLevel(2, "greedy", "Plays the move that leaves the best position, without looking at the dice"
                    + " to come."),
            new BotLevel(3, "novice", "Weighs each move against every roll of the other side's reply."),
            new BotLevel(4, "club", "Looks three turns ahead, by expectation over the dice."),
            new BotLevel(5, "expert", "Looks four turns ahead, by expectation over the dice."));

    private static final int[] DEPTHS = {0, 0, 1, 2, 3, 4};
    private static final long[] BUDGETS = {0, 0, 1_000, 50_000, 400_000, 3_000_000};

    private UrBots() {
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
        if (level < 1 || level > LEVELS.size()) {
            throw new IllegalArgumentException("Royal Game of Ur bots have levels 1 to 5, not " + level);
        }
        return new SearchingBot(LEVELS.get(level - 1), seed, DEPTHS[level], BUDGETS[level]);
    }

    /** A bot that chooses by search; depth 0 chooses at random. */
    private static final class SearchingBot implements Bot {

        private final BotLevel level;
        private final long seed;
        private final int depth;
        private final long budget;

        SearchingBot(BotLevel level, long seed, int depth, long budget) {
            this.level = level;
            this.seed = seed;
            this.depth = depth;
            this.budget = budget;
        }

        @Override
        public BotLevel level() {
            return level;
        }

        @Override
        public Move chooseMove(Game game) {
            return chooseMove(game, () -> false);
        }

        @Override
        public Move chooseMove(Game game, BooleanSupplier stopRequested) {
            RoyalUrGame ur = gameOf(game);
            List<UrMove> moves = ur.legalMoves();
            Position position = ur.toPosition();
            SplittableRandom random = new SplittableRandom(seed ^ (long) UrNotation.formatPosition(position)
                    .hashCode() * 0x9E3779B97F4A7C15L);
            if (depth == 0) {
                return moves.get(random.nextInt(moves.size()));
            }
            double[] values = new Expectiminimax(ur.rules(), budget, stopRequested).values(position, moves, depth);
            UrMove chosen = null;
            double best = Double.NEGATIVE_INFINITY;
            int ties = 0;
            for (int i = 0; i < moves.size(); i++) {
                if (values[i] > best + 1e-12) {
                    best = values[i];
                    chosen = moves.get(i);
                    ties = 1;
                } else if (values[i] >= best - 1e-12 && random.nextInt(++ties) == 0) {
                    // Each of the equal moves is kept with the same chance.
                    chosen = moves.get(i);
                }
            }
            return chosen;
        }
    }

    /**
     * The game a bot is asked to play as this plugin's own; another implementation is read back through its
     * record and options.
     *
     * @throws IllegalArgumentException when the game is not the Royal Game of Ur
     * @throws IllegalStateException when the game is over or waits for the dice
     */
    static RoyalUrGame gameOf(Game game) {
        return Bot.gameToPlay(game, new RoyalUrProvider(), RoyalUrGame.class);
    }
}
