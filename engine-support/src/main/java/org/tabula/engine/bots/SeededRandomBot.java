package org.tabula.engine.bots;

import java.util.List;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.GameProvider;
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

    /**
     * The level of a game that plays any legal move read through the contract alone (its legal moves, position
     * text and ply), for a game with no faster core to hand the bot: it refuses, as {@link Bot#gameToPlay} does,
     * a game of another provider or one waiting for chance or over.
     */
    public static BotFactory throughContract(GameProvider provider) {
        return (level, seed) -> new SeededRandomBot(level, seed, game -> {
            List<? extends Move> legal = Bot.gameToPlay(game, provider, Game.class).legalMoves();
            return new RandomChoice(legal.size(), legal::get, SeededRandom.spread(game.position().hashCode(),
                    game.ply()));
        });
    }

    /** Draws at once, so it has nothing to stop. */
    @Override
    public Move chooseMove(Game game, BooleanSupplier stopRequested) {
        RandomChoice choice = read(Objects.requireNonNull(game, "game"));
        return choice.moveAt().apply(SeededRandom.of(seed(), choice.key()).nextInt(choice.count()));
    }
}
