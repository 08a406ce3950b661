package org.tabula.engine.bots;

import java.util.Objects;
import java.util.function.Function;
import java.util.function.ToIntBiFunction;
import java.util.function.ToIntFunction;
import org.tabula.api.Bot;
import org.tabula.api.Game;
import org.tabula.api.GameProvider;
import org.tabula.api.Move;
import org.tabula.engine.search.StateSearch;
import org.tabula.engine.state.PlayableState;
import org.tabula.engine.state.StateGame;

/**
 * The five bot levels of a game kept by a {@link StateGame}, from its evaluation alone: level 1 plays at random,
 * levels 2 to 5 are {@link StateSearch} looking one, two and four plies ahead and, at the top, as deep as a million
 * positions allow. They carry the names and sentences the bundled games' levels use, so a host shows the same
 * words for every game. For two sides without chance; a game of chance has {@code mcts} (see
 * {@link StateSearch}).
 *
 * <p>A provider writes, in its {@code bots()}:
 *
 * <pre>{@code
 * return Optional.of(StateBots.levels(this, MyGame.class, MyState::score));
 * }</pre>
 *
 * <p>Every bot is deterministic: its choices between equal moves are drawn from its seed and the position text
 * and ply, and its searches are bounded by counted nodes, so the same seed in the same game plays the same move;
 * a host stops one early through {@link Bot#chooseMove(Game, java.util.function.BooleanSupplier)}.
 */
public final class StateBots<G extends StateGame<S, M>, S extends PlayableState<S, M>, M extends Move> {

    /** The top level's budget of positions. */
    public static final long EXPERT_NODES = 1_000_000;
    /** Mixed into a bot's seed for its oversights, so they are drawn apart from its choices between equal moves. */
    private static final long OVERSIGHT_STREAM = 0x6f76_6572_7369_6768L;

    private final GameProvider provider;
    private final Class<G> gameClass;
    private final StateSearch<S, M> search;
    private final ScoreUnits units;

    private StateBots(GameProvider provider, Class<G> gameClass, StateSearch<S, M> search, ScoreUnits units) {
        this.provider = Objects.requireNonNull(provider, "provider");
        this.gameClass = Objects.requireNonNull(gameClass, "gameClass");
        this.search = Objects.requireNonNull(search, "search");
        this.units = Objects.requireNonNull(units, "units");
    }

    /**
     * The five levels of the provider's games, each of class {@code gameClass}, judged by {@code evaluation}: the
     * state's worth for its side to move, above 0 good for it.
     *
     * @throws IllegalArgumentException for a game of other than two sides
     */
    public static <G extends StateGame<S, M>, S extends PlayableState<S, M>, M extends Move> BotTable levels(
            GameProvider provider, Class<G> gameClass, ToIntFunction<S> evaluation) {
        return of(provider, gameClass, evaluation).table();
    }

    /**
     * The five levels to tune before {@link #table()}: a hint to the move order, the units of the score. The
     * score is in "points of the game's evaluation" and the moves in the game's order until told otherwise.
     *
     * @throws IllegalArgumentException for a game of other than two sides, which negamax cannot score
     */
    public static <G extends StateGame<S, M>, S extends PlayableState<S, M>, M extends Move> StateBots<G, S, M> of(
            GameProvider provider, Class<G> gameClass, ToIntFunction<S> evaluation) {
        if (provider.sides().size() != 2) {
            throw new IllegalArgumentException("the searching bots play a game of two sides, and "
                    + provider.title() + " has " + provider.sides().size());
        }
        return new StateBots<>(provider, gameClass, StateSearch.of(evaluation),
                ScoreUnits.plies("points of the game's evaluation"));
    }

    /** The same levels trying the moves {@code priority} ranks higher first (see {@link StateSearch#ordered}). */
    public StateBots<G, S, M> ordered(ToIntBiFunction<S, M> priority) {
        return new StateBots<>(provider, gameClass, search.ordered(priority), units);
    }

    /** The same levels, their evaluations naming the score in {@code units}. */
    public StateBots<G, S, M> scoredIn(ScoreUnits units) {
        return new StateBots<>(provider, gameClass, search, units);
    }

    /**
     * The table of the five levels, the provider's title naming them in a refusal. A game that wants levels of
     * its own reach builds its table from {@link #random()} and {@link #searching(int, long)} instead.
     */
    public BotTable table() {
        return BotTable.of(provider.title())
                .level("random", "Plays any legal move, at random.", random())
                .level("greedy", "Looks one ply ahead: plays the move that leaves the best position.",
                        searching(1, 20_000))
                .level("novice", "Looks two plies ahead, with alpha-beta.", searching(2, 60_000))
                .level("club", "Looks four plies ahead, with alpha-beta.", searching(4, 300_000))
                .level("expert", "Looks as far ahead as a million positions allow, with alpha-beta, and takes"
                        + " the fastest win it finds.", searching(StateSearch.MAX_DEPTH, EXPERT_NODES))
                .build();
    }

    /** A level that plays any legal move, drawn from its seed. */
    public BotFactory random() {
        return SeededRandomBot.throughContract(provider);
    }

    /**
     * A level that looks at most {@code depth} plies ahead within {@code nodes} positions: the knob for a game
     * whose levels want another reach than {@link #table()}'s, such as a fifth level between the fourth and the
     * top (the top is {@code searching(StateSearch.MAX_DEPTH, EXPERT_NODES)}).
     *
     * @throws IllegalArgumentException for a depth or budget below 1
     */
    public BotFactory searching(int depth, long nodes) {
        return searching(depth, nodes, 0);
    }

    /**
     * A level like {@link #searching(int, long)} that, as a person now and then does, overlooks the reply in
     * {@code oversight} moves of a hundred: it looks one ply ahead only. Which moves is drawn from its seed and the
     * position (apart from its draws between equal moves), so the same game is always overlooked alike.
     *
     * @throws IllegalArgumentException for a depth or budget below 1, or an oversight outside 0 to 100
     */
    public BotFactory searching(int depth, long nodes, int oversight) {
        if (depth < 1 || nodes < 1 || oversight < 0 || oversight > 100) {
            throw new IllegalArgumentException("a searching level looks at least 1 ply ahead within at least 1"
                    + " position and overlooks 0 to 100 moves in a hundred, not " + depth + " plies within " + nodes
                    + " overlooking " + oversight);
        }
        Function<Game, StatePosition<S>> reader = game -> {
            G own = Bot.gameToPlay(game, provider, gameClass);
            return new StatePosition<>(own.now(), SeededRandom.spread(own.position().hashCode(), own.ply()));
        };
        return (level, seed) -> new SearchingBot<>(level, seed, reader, depth, nodes, units,
                (position, plies, budget, botSeed, stop) -> search.bestMove(position.state(),
                        overlooks(oversight, botSeed, position.key()) ? 1 : plies, budget,
                        SeededRandom.of(botSeed, position.key()), stop).map(Move.class::cast));
    }

    /** Whether a move is overlooked: a draw of its own, so a level that never overlooks draws nothing here. */
    private static boolean overlooks(int oversight, long seed, long key) {
        return oversight > 0 && SeededRandom.of(seed ^ OVERSIGHT_STREAM, key).nextInt(100) < oversight;
    }

    /**
     * A state a bot is asked to move in, with the key its choices are drawn from.
     *
     * @param state the game's state now
     * @param key the mix of the game's position text and ply (see {@link SeededRandom#spread})
     */
    private record StatePosition<S>(S state, long key) {
    }
}
