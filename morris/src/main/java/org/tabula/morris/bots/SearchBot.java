package org.tabula.morris.bots;

import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import org.tabula.api.BotLevel;
import org.tabula.api.Evaluation;
import org.tabula.api.Game;
import org.tabula.api.Move;
import org.tabula.engine.bots.Judgement;
import org.tabula.engine.bots.ScoreUnits;
import org.tabula.engine.bots.SeededBot;
import org.tabula.engine.bots.SeededRandom;
import org.tabula.morris.rules.Core;
import org.tabula.morris.rules.MoveCode;

/** A morris bot at one level: a {@link Search} at that level's {@link Strength}, seeded by the bot's seed. */
public final class SearchBot extends SeededBot<Core> {

    private static final ScoreUnits UNITS = ScoreUnits.plies("hundredths of a man");

    private final Strength strength;

    /** A bot reading the core of a game it is asked to play, standing where the game stands, through {@code cores}. */
    public SearchBot(BotLevel level, long seed, Strength strength, Function<Game, Core> cores) {
        super(level, seed, cores);
        this.strength = strength;
    }

    /** The move, the search ending within {@link Search#POLL_INTERVAL} nodes of {@code stopRequested} saying so. */
    @Override
    public Move chooseMove(Game game, BooleanSupplier stopRequested) {
        return MoveCode.toMove(choose(game, stopRequested).move());
    }

    /** The move it plays and the nodes it visited to choose it. */
    public Search.Choice choose(Game game, BooleanSupplier stopRequested) {
        Objects.requireNonNull(stopRequested, "stopRequested");
        Core core = read(game);
        Search search = Search.of(core, strength, seed(), stopRequested);
        int move = search.bestMove(random(seed(), core));
        return new Search.Choice(move, search.nodes());
    }

    /**
     * The move with the score and depth of the search that chose it (the tables' distance in a solved endgame),
     * in hundredths of a man.
     */
    @Override
    public Optional<Evaluation> evaluate(Game game, BooleanSupplier stopRequested) {
        Objects.requireNonNull(stopRequested, "stopRequested");
        Core core = read(game);
        Search search = Search.of(core, strength, seed(), stopRequested);
        Move move = MoveCode.toMove(search.judgedMove(random(seed(), core)));
        if (search.depthReached() == 0 && search.provedEnd().isEmpty()) {
            // Stopped before a deepening finished, or a drawn endgame the tables leave unscored: nothing judged.
            return Optional.empty();
        }
        return Optional.of(Judgement.of(game, move, search.score(), search.depthReached(), search.provedEnd(),
                UNITS));
    }

    /** The most nodes it visits for one move. */
    public long budget() {
        return strength.nodes();
    }

    /** A generator for one choice, drawn from the seed and the position alone. */
    public static SplittableRandom random(long seed, Core core) {
        return SeededRandom.of(seed, SeededRandom.spread(core.key(), core.ply()));
    }
}
