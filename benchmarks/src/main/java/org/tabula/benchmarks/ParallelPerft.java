package org.tabula.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Game;
import org.tabula.api.Move;

/**
 * Perft on several threads, for any game of the contract: the first plies are played out on copies and every
 * subtree below them is counted by the game's own {@link Game#perft(int)} as a task of the executor given.
 *
 * <p>Pure apart from the executor, which the caller owns: the engines stay free of threads, and the count is the
 * same as {@code game.perft(depth)} whatever the executor. Pending chance is counted through as the contract's
 * default does, each outcome a branch and no ply.
 */
public final class ParallelPerft {

    private ParallelPerft() {
    }

    /**
     * The perft count of {@code depth} from the game, the first {@code splitPlies} plies (at most {@code depth})
     * played out here and each subtree below them counted as one task; the game is not changed.
     *
     * @throws IllegalArgumentException when depth or splitPlies is negative
     * @throws IllegalStateException when a task fails
     */
    public static long perft(Game game, int depth, int splitPlies, ExecutorService executor) {
        if (depth < 0 || splitPlies < 0) {
            throw new IllegalArgumentException("depth and split are 0 or more: " + depth + ", " + splitPlies);
        }
        List<Future<Long>> tasks = new ArrayList<>();
        long counted = split(game.copy(), depth, Math.min(splitPlies, depth), executor, tasks);
        long total = counted;
        try {
            for (Future<Long> task : tasks) {
                total += task.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("perft was interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a perft task failed", e.getCause());
        }
        return total;
    }

    /** How many plies to play out before splitting so that there are some tasks for every thread. */
    public static int splitFor(int depth, int threads) {
        return threads <= 1 ? 0 : Math.min(2, Math.max(0, depth - 1));
    }

    /** Submits the subtrees {@code split} plies down; returns what it counted itself (the leaves above them). */
    private static long split(Game game, int depth, int split, ExecutorService executor, List<Future<Long>> tasks) {
        if (split == 0) {
            if (depth == 0) {
                return 1;
            }
            tasks.add(executor.submit(() -> game.perft(depth)));
            return 0;
        }
        Optional<ChanceRequest> chance = game.pendingChance();
        long counted = 0;
        if (chance.isPresent()) {
            for (String outcome : chance.get().outcomes()) {
                Game next = game.copy();
                next.supplyChance(outcome);
                counted += split(next, depth, split, executor, tasks);
            }
            return counted;
        }
        for (Move move : game.legalMoves()) {
            Game next = game.copy();
            next.play(move);
            counted += split(next, depth - 1, split - 1, executor, tasks);
        }
        return counted;
    }
}
