package org.tabula.api;

import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * A player that chooses its own moves at one strength.
 *
 * <p>A bot is deterministic: built with the same level and seed, and given the same game, it chooses the same
 * move. It reads no clock; a host that wants a time limit asks for fewer nodes.
 *
 * @since 0.1.0
 */
public interface Bot {

    /**
     * The strength this bot plays at.
     *
     * @return the named strength this bot was made for
     */
    BotLevel level();

    /**
     * The move this bot plays for the side to move; the game itself is not changed.
     *
     * @param game the game to choose a move in, active and waiting for a move
     * @return one of the game's legal moves
     * @throws IllegalStateException when the game is over or waits for chance rather than a move
     */
    Move chooseMove(Game game);

    /**
     * The move this bot plays, stopping early when the host says so. The bot polls {@code stopRequested} now and
     * then and, once it answers true, plays the best move found so far; this is how a host adds a time limit
     * without the engine reading a clock. A bot that cannot stop early ignores it.
     *
     * @param game the game to choose a move in, active and waiting for a move
     * @param stopRequested asked now and then during the search; true once the host wants the move at once
     * @return one of the game's legal moves
     * @throws IllegalStateException when the game is over or waits for chance rather than a move
     */
    default Move chooseMove(Game game, BooleanSupplier stopRequested) {
        return chooseMove(game);
    }

    /**
     * The move this bot plays with its judgement of the position, stopping early as
     * {@link #chooseMove(Game, BooleanSupplier)} does: what a host shows as the analysis of a ply. A bot that keeps
     * no score says nothing, which is the default, and a host then asks for the move alone.
     *
     * @param game the game to judge, active and waiting for a move
     * @param stopRequested asked now and then during the search; true once the host wants the answer at once
     * @return the move and the judgement it was chosen by; empty for a bot that gives none, or one stopped before it
     *     judged anything
     * @throws IllegalStateException when the game is over or waits for chance rather than a move (a bot that
     *     gives a judgement; the default says nothing of any game)
     * @since 0.2.0
     */
    default Optional<Evaluation> evaluate(Game game, BooleanSupplier stopRequested) {
        return Optional.empty();
    }

    /**
     * The game a plugin's bot is asked to play, checked and as the plugin's own class: what every bot does before
     * it chooses. A game of another class with the same id (a host's own implementation, say) is read back
     * through its record and options by the provider.
     *
     * @param provider the provider of the bot's game
     * @param own the provider's game class
     * @param <G> the provider's own game class
     * @param game the game the host asks the bot to play
     * @return the game as the provider's own class: the same object, or one read back from its record
     * @throws IllegalArgumentException when the game is not the provider's game
     * @throws IllegalStateException when the game is over or waits for chance rather than a move
     */
    static <G extends Game> G gameToPlay(Game game, GameProvider provider, Class<G> own) {
        if (!provider.id().equals(game.gameId())) {
            throw new IllegalArgumentException("a " + provider.id() + " bot plays " + provider.id() + ", not "
                    + game.gameId());
        }
        if (game.result().isPresent()) {
            throw new IllegalStateException("the game is over: " + game.result().get());
        }
        if (game.pendingChance().isPresent()) {
            throw new IllegalStateException("the game waits for chance, not for a move: "
                    + game.pendingChance().get().description());
        }
        return own.isInstance(game) ? own.cast(game) : own.cast(provider.readRecord(provider.writeRecord(game, MatchMarks.NONE), game.options()).game());
    }
}
