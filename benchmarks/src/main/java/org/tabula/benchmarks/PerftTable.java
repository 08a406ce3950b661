package org.tabula.benchmarks;

import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.tabula.api.Game;
import org.tabula.morris.MorrisGame;

/**
 * How morris perft grows with depth: for each depth the count, the best time of a few runs on one thread
 * ({@link Game#perft(int)}) and on several ({@link ParallelPerft}), and the leaves per second of each.
 *
 * <p>{@code java -cp benchmarks/target/benchmarks.jar org.tabula.benchmarks.PerftTable [MAX_DEPTH [THREADS
 * [RUNS [POSITION]]]]}, by default depth 7 on two threads, best of three, from the empty board. A wall clock,
 * not JMH: each count is one long call, warmed up by the shallower ones before it.
 */
public final class PerftTable {

    private PerftTable() {
    }

    /** Prints the table; the arguments are the deepest depth, the threads, the runs and a position text. */
    public static void main(String[] args) throws Exception {
        int maxDepth = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        int runs = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        Game game = (args.length > 3 ? MorrisGame.fromPosition(args[3]) : MorrisGame.newGame()).state();
        System.out.printf(Locale.ROOT, "position %s, %d thread(s) against 1, best of %d%n", game.position(), threads,
                runs);
        System.out.printf(Locale.ROOT, "%5s %16s %12s %14s %12s %14s%n", "depth", "leaves", "1 thread s",
                "M leaves/s", threads + " threads s", "M leaves/s");
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            for (int depth = 1; depth <= maxDepth; depth++) {
                long leaves = -1;
                double single = Double.MAX_VALUE;
                double parallel = Double.MAX_VALUE;
                for (int run = 0; run < runs; run++) {
                    long start = System.nanoTime();
                    long counted = game.perft(depth);
                    single = Math.min(single, (System.nanoTime() - start) / 1e9);
                    leaves = leaves < 0 ? counted : check(leaves, counted);
                    start = System.nanoTime();
                    check(leaves, ParallelPerft.perft(game, depth, ParallelPerft.splitFor(depth, threads), pool));
                    parallel = Math.min(parallel, (System.nanoTime() - start) / 1e9);
                }
                System.out.printf(Locale.ROOT, "%5d %,16d %12.4f %14.1f %12.4f %14.1f%n", depth, leaves, single,
                        leaves / single / 1e6, parallel, leaves / parallel / 1e6);
            }
        } finally {
            pool.shutdown();
        }
    }

    private static long check(long expected, long counted) {
        if (expected != counted) {
            throw new IllegalStateException("perft counted " + expected + ", then " + counted);
        }
        return counted;
    }
}
