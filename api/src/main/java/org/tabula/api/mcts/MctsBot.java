package org.tabula.api.mcts;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Evaluation;
import org.tabula.api.Game;
import org.tabula.api.Move;

/**
 * The bot every game has: Monte Carlo tree search with random playouts through the game contract alone (see
 * {@link Search}). It draws every choice from its seed and the position, so the same seed in the same game makes
 * the same search; with no stop request it runs a fixed budget of playouts, and with one it searches until the host
 * says stop (or a ceiling that bounds its tree) and plays the move tried most.
 */
public final class MctsBot implements Bot {

    /** The level's name, which every game lists unless it names a level so itself. */
    public static final String NAME = "mcts";
    /** How many playouts a search runs when the host sets no stop request. */
    public static final int PLAYOUT_BUDGET = 20_000;
    /**
     * The most playouts a search runs before its host says stop: a bound on the tree (a node a playout) for a host
     * that lets a fast game think long, never reached at a second a move.
     */
    public static final int PLAYOUT_CEILING = 1_000_000;

    private final BotLevel level;
    private final long seed;

    private MctsBot(BotLevel level, long seed) {
        this.level = Objects.requireNonNull(level, "level");
        this.seed = seed;
    }

    /**
     * The level a game with these levels lists for this bot: the next number after them.
     *
     * @param levels the game's own levels, weakest first
     * @return the bot's level, numbered one above the game's strongest
     */
    public static BotLevel levelAfter(List<BotLevel> levels) {
        int next = levels.stream().mapToInt(BotLevel::level).max().orElse(0) + 1;
        return new BotLevel(next, NAME, "Monte Carlo tree search: plays thousands of random games from each move"
                + " and keeps the move that wins most of them.");
    }

    /**
     * A bot at this level, its choices drawn from the seed.
     *
     * @param level the level the game lists it at
     * @param seed the seed every choice is drawn from
     * @return a new bot
     */
    public static MctsBot of(BotLevel level, long seed) {
        return new MctsBot(level, seed);
    }

    @Override
    public BotLevel level() {
        return level;
    }

    @Override
    public Move chooseMove(Game game) {
        return choose(game, PLAYOUT_BUDGET, () -> false);
    }

    @Override
    public Move chooseMove(Game game, BooleanSupplier stopRequested) {
        return choose(game, PLAYOUT_CEILING, stopRequested);
    }

    private Move choose(Game game, int budget, BooleanSupplier stopRequested) {
        List<? extends Move> moves = movesOf(game);
        if (moves.size() == 1) {
            return moves.get(0);
        }
        SplittableRandom random = randomFor(game);
        Search search = new Search(game.copy(), random).run(budget, stopRequested);
        return search.best().<Move>map(node -> node.move).orElseGet(() -> moves.get(random.nextInt(moves.size())));
    }

    @Override
    public Optional<Evaluation> evaluate(Game game, BooleanSupplier stopRequested) {
        movesOf(game);
        Search search = new Search(game.copy(), randomFor(game)).run(PLAYOUT_CEILING, stopRequested);
        return search.best().map(best -> {
            // The mean result for the side to move, from 0 to 1, as a score from -1 (a sure loss) to 1.
            double score = 2 * best.reward / best.visits - 1;
            String sentence = String.format(Locale.ROOT, "%+.2f for %s, to move (the mean result of %,d random"
                    + " playouts, from -1 to 1), %d plies deep.", score, game.turn().title(), search.playouts(),
                    search.deepest());
            return new Evaluation(best.move, score, search.deepest(), OptionalInt.empty(), sentence);
        });
    }

    /** The game's legal moves, checked to be some: the game must wait for a move. */
    private static List<? extends Move> movesOf(Game game) {
        if (game.result().isPresent()) {
            throw new IllegalStateException("the game is over: " + game.result().get());
        }
        if (game.pendingChance().isPresent()) {
            throw new IllegalStateException("the game waits for chance, not for a move: "
                    + game.pendingChance().get().description());
        }
        List<? extends Move> moves = game.legalMoves();
        if (moves.isEmpty()) {
            throw new IllegalStateException(game.gameId() + " lists no move while its game goes on");
        }
        return moves;
    }

    /** A generator from the seed and the position, so that one bot asked twice in one position searches alike. */
    private SplittableRandom randomFor(Game game) {
        return new SplittableRandom(seed ^ (game.position().hashCode() * 0x9E3779B97F4A7C15L + game.ply()));
    }
}
