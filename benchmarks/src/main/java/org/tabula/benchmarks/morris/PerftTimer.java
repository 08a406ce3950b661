package org.tabula.benchmarks.morris;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import org.tabula.morris.MorrisGame;

/**
 * One perft timed the way the C baseline times itself, for a head-to-head: wall clock and CPU time of the best of
 * a few runs, after as many warm-up runs, for one way of counting.
 *
 * <p>{@code java -cp benchmarks/target/benchmarks.jar org.tabula.benchmarks.morris.PerftTimer DEPTH COUNTING
 * [RUNS [POSITION]]}, COUNTING one of {@code walker2} (what {@link MorrisGame#perft(int)} does), {@code walker1},
 * {@code walker0}, {@code core1}, {@code core0} (see {@link MorrisCores#perft}); it runs on the class path.
 */
public final class PerftTimer {

    private PerftTimer() {
    }

    /** Times the perft the arguments name and prints one line as the C program does. */
    public static void main(String[] args) {
        int depth = Integer.parseInt(args[0]);
        String counting = args[1];
        int runs = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        MorrisGame game = args.length > 3 ? MorrisGame.fromPosition(args[3]) : MorrisGame.newGame();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long leaves = 0;
        double wall = Double.MAX_VALUE;
        double cpu = Double.MAX_VALUE;
        for (int run = 0; run < 2 * runs; run++) {
            long start = System.nanoTime();
            long startCpu = threads.getCurrentThreadCpuTime();
            leaves = count(game, depth, counting);
            if (run >= runs) {
                wall = Math.min(wall, (System.nanoTime() - start) / 1e9);
                cpu = Math.min(cpu, (threads.getCurrentThreadCpuTime() - startCpu) / 1e9);
            }
        }
        System.out.printf(Locale.ROOT, "perft(%d) = %d  java %s  %.3f s  %.1f M leaves/s  cpu %.3f s  %.1f M leaves/s"
                + "  (best of %d after %d warm-up runs)%n", depth, leaves, counting, wall, leaves / wall / 1e6, cpu,
                leaves / cpu / 1e6, runs, runs);
    }

    private static long count(MorrisGame game, int depth, String counting) {
        return MorrisCores.perft(game, depth, counting);
    }
}
