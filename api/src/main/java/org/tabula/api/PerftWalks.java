package org.tabula.api;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The parts of perft every game and host shares: the depth check, the count split by first move ("divide"), and
 * the slow count walked through the contract alone, which a game's fast count is held to in its tests.
 *
 * @since 0.1.0
 */
public final class PerftWalks {

    private PerftWalks() {
    }

    /**
     * Checks a perft depth asked for, as every game's perft does before it counts.
     *
     * @param depth the depth asked for
     * @throws IllegalArgumentException when the depth is negative
     */
    public static void checkDepth(int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("perft depth is 0 or more: " + depth);
        }
    }

    /**
     * The game's own perft below each of its legal moves, in their order. The game is not changed.
     *
     * @param moves the game's legal moves, in its own move type
     * @param <G> the game's own class
     * @param <M> the game's own move type
     * @param game the game to count from
     * @param depth the plies to count, 1 or more
     * @return each legal move with the count of positions {@code depth - 1} plies below it, in the moves' order
     * @throws IllegalArgumentException when the depth is below 1
     */
    public static <G extends Game, M extends Move> Map<M, Long> divide(G game, int depth, Function<G, List<M>> moves) {
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs a depth of at least 1");
        }
        Map<M, Long> counts = new LinkedHashMap<>();
        for (M move : moves.apply(game)) {
            Game next = game.copy();
            next.play(move);
            counts.put(move, next.perft(depth - 1));
        }
        return counts;
    }

    /**
     * The game's own perft below each first move, or below each outcome of the chance it waits for, by their
     * texts in order (a turn an outcome forces counted as a ply, as {@link Game#perft(int)} counts it).
     *
     * @param game the game to count from
     * @param depth the plies to count, 1 or more
     * @return each first move's or outcome's text with the count below it, in order
     * @throws IllegalArgumentException when the depth is below 1
     */
    public static Map<String, Long> divideByText(Game game, int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs a depth of at least 1");
        }
        Map<String, Long> counts = new LinkedHashMap<>();
        Optional<ChanceRequest> chance = game.pendingChance();
        if (chance.isPresent()) {
            for (String outcome : chance.get().outcomes()) {
                Game next = game.copy();
                next.supplyChance(outcome);
                counts.put(outcome, Game.perftAfterChance(next, game.ply(), depth));
            }
            return counts;
        }
        divide(game, depth, Game::legalMoves).forEach((move, count) -> counts.put(move.text(), count));
        return counts;
    }

    /**
     * Perft walked through the contract alone on a copy: legal moves, play and undo. Slow; a game's fast count
     * must give the same numbers. For games that wait for no chance.
     *
     * @param game the game to count from; it is not changed
     * @param depth the plies to count, 0 or more
     * @return the number of move sequences of that many plies
     * @throws IllegalArgumentException when the depth is negative
     */
    public static long throughContract(Game game, int depth) {
        checkDepth(depth);
        return walk(game.copy(), depth);
    }

    private static long walk(Game game, int depth) {
        if (depth == 0) {
            return 1;
        }
        long total = 0;
        for (Move move : List.copyOf(game.legalMoves())) {
            if (!game.play(move).isAccepted()) {
                throw new IllegalStateException("a legal move was refused: " + move.text());
            }
            total += walk(game, depth - 1);
            game.undo();
        }
        return total;
    }
}
