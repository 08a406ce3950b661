package org.tabula.morris.bots;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.tabula.morris.CpuClock;
import org.tabula.morris.Fixtures;
import org.tabula.morris.MorrisEndgame;
import org.tabula.morris.MorrisGame;
import org.tabula.morris.bots.Search;
import org.tabula.morris.bots.SearchSpeedPositions;
import org.tabula.morris.bots.Strength;
import org.tabula.morris.rules.Core;

/**
 * Search speed at level 5, in nodes per second, from a fixed set of positions: each searched to level 5's node
 * budget, one thread, several rounds; the CPU time of the searching thread is what counts, so that other work on
 * the machine slows the figure as little as it can. The endgame tables the searches reach are built before the
 * clock starts.
 *
 * <p>Run from the repository root after {@code mvn -B -o test-compile -pl morris -am}:
 * <pre>
 * java -cp morris/target/test-classes:morris/target/classes:api/target/classes:notation-common/target/classes:\
 * engine-support/target/classes \
 *     org.tabula.morris.bots.SearchBenchmark [rounds, default 5]
 * </pre>
 */
public final class SearchBenchmark {

    /** The positions: see {@link SearchSpeedPositions}. */
    static final List<String> POSITIONS = SearchSpeedPositions.POSITIONS;

    private SearchBenchmark() {
    }

    /** Runs the rounds and prints each, then the best and the median. */
    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        MorrisEndgame.build("4-4");
        Strength strength = Strength.ofLevel(5);
        double[] perSecond = new double[rounds];
        for (int round = 0; round < rounds; round++) {
            long nodes = 0;
            long cpu = 0;
            long wall = 0;
            int depths = 0;
            for (String text : POSITIONS) {
                Core core = Fixtures.core(MorrisGame.fromPosition(text));
                long cpu0 = CpuClock.nanos();
                long wall0 = System.nanoTime();
                Search search = Search.of(core, strength, 1L, () -> false);
                search.bestMove(SearchBot.random(1L, core));
                wall += System.nanoTime() - wall0;
                cpu += CpuClock.nanos() - cpu0;
                nodes += search.nodes();
                depths += search.depthReached();
            }
            perSecond[round] = nodes * 1e9 / cpu;
            System.out.printf(Locale.ROOT, "round %d: %d nodes in %.2f s CPU (%.2f s wall): %.2f M nodes/s CPU,"
                    + " %.2f M nodes/s wall, mean depth %.1f plies%n", round + 1, nodes, cpu / 1e9, wall / 1e9,
                    perSecond[round] / 1e6, nodes * 1e3 / wall, depths / (double) POSITIONS.size());
        }
        double[] sorted = perSecond.clone();
        Arrays.sort(sorted);
        System.out.printf(Locale.ROOT, "best %.2f M nodes/s, median %.2f M nodes/s (CPU time, one thread, %d positions"
                + " at %d nodes each)%n", sorted[rounds - 1] / 1e6, sorted[rounds / 2] / 1e6, POSITIONS.size(),
                strength.nodes());
    }
}
