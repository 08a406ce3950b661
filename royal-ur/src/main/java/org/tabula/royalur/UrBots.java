package org.tabula.royalur;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Evaluation;
import org.tabula.api.Game;
import org.tabula.api.Move;
import org.tabula.engine.bots.BotTable;
import org.tabula.engine.bots.Judgement;
import org.tabula.engine.bots.RandomChoice;
import org.tabula.engine.bots.ScoreUnits;
import org.tabula.engine.bots.SeededBot;
import org.tabula.engine.bots.SeededRandom;
import org.tabula.engine.bots.SeededRandomBot;
import org.tabula.royalur.bots.Expectiminimax;
import org.tabula.royalur.model.Position;
import org.tabula.royalur.model.UrMove;
import org.tabula.royalur.rules.MoveGenerator;

/**
 * The Royal Game of Ur's bots at their five strengths. All but the first play by expectation over the dice
 * ({@link Expectiminimax}); they differ in how many turns they look ahead and how many nodes they may visit.
 *
 * <p>Every bot is deterministic: the same level, seed and game give the same move, because ties are broken by a
 * generator seeded by the bot's seed and the position's text alone, and searches are bounded by counted nodes,
 * never by a clock.
 */
final class UrBots {

    static final BotTable TABLE = BotTable.of("Royal Game of Ur")
            .level("random", "Moves any piece it may, at random.", UrBots::random)
            .level("greedy", "Plays the move that leaves the best position, without looking at the dice"
                    + " to come.", (level, seed) -> new SearchingBot(level, seed, 1, 1_000))
            .level("novice", "Weighs each move against every roll of the other side's reply.",
                    (level, seed) -> new SearchingBot(level, seed, 2, 50_000))
            .level("club", "Looks three turns ahead, by expectation over the dice.",
                    (level, seed) -> new SearchingBot(level, seed, 3, 400_000))
            .level("expert", "Looks four turns ahead, by expectation over the dice.",
                    (level, seed) -> new SearchingBot(level, seed, 4, 3_000_000))
            .build();

    private UrBots() {
    }

    /** The weakest: any move it may play, drawn from the seed and the position's text. */
    private static Bot random(BotLevel level, long seed) {
        return new SeededRandomBot(level, seed, game -> {
            RoyalUrGame ur = gameOf(game);
            List<UrMove> moves = ur.legalMoves();
            return new RandomChoice(moves.size(), moves::get, positionKey(ur.toPosition()));
        });
    }

    /** The key a bot's random choices are drawn from: the position's text alone, spread over the bits. */
    private static long positionKey(Position position) {
        return (long) UrNotation.formatPosition(position).hashCode() * 0x9E3779B97F4A7C15L;
    }

    /** A bot that chooses by search, breaking ties at random. */
    private static final class SearchingBot extends SeededBot<RoyalUrGame> {

        /** What {@link Expectiminimax} values count in. */
        private static final ScoreUnits UNITS = ScoreUnits.turns("from -1, a sure loss, to 1, a sure win");

        private final int depth;
        private final long budget;

        SearchingBot(BotLevel level, long seed, int depth, long budget) {
            super(level, seed, UrBots::gameOf);
            this.depth = depth;
            this.budget = budget;
        }

        @Override
        public Move chooseMove(Game game, BooleanSupplier stopRequested) {
            return evaluate(game, stopRequested).orElseThrow().move();
        }

        /**
         * The move with its expected outcome over the dice, {@link #UNITS}, looking {@code depth} turns ahead; a move
         * that bears off the last piece is a win a ply away.
         */
        @Override
        public Optional<Evaluation> evaluate(Game game, BooleanSupplier stopRequested) {
            RoyalUrGame ur = read(game);
            List<UrMove> moves = ur.legalMoves();
            Position position = ur.toPosition();
            SplittableRandom random = SeededRandom.of(seed(), positionKey(position));
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
            OptionalInt end = MoveGenerator.apply(position, ur.rules(), chosen).winner() != null
                    ? OptionalInt.of(1) : OptionalInt.empty();
            return Optional.of(Judgement.of(game, chosen, best, depth, end, UNITS));
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
