package org.tabula.engine.bots;

import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.Move;

/**
 * A bot that plays any legal move, chosen from its seed and the position alone: the weakest level of a game, whose
 * game says how its moves and position are read ({@link RandomChoice}).
 */
public final class SeededRandomBot extends SeededBot<RandomChoice> {

    /**
     * A bot reading each game it is asked to play through {@code choices}, which also refuses a game the bot does
     * not play (see {@link Bot#gameToPlay}).
     */
    public SeededRandomBot(BotLevel level, long seed, Function<Game, RandomChoice> choices) {
        super(level, seed, choices);
    }

    /** Draws at once, so it has nothing to stop. */
    @Override
    public Move chooseMove(Game game, BooleanSupplier stopRequested) {
        RandomChoice choice = read(Objects.requireNonNull(game, "game"));
        return choice.moveAt().apply(SeededRandom.of(seed(), choice.key()).nextInt(choice.count()));
    }
}
