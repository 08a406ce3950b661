package org.tabula.benchmarks.morris;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.tabula.morris.MorrisEndgame;
import org.tabula.morris.MorrisGame;
import org.tabula.morris.bots.Search;
import org.tabula.morris.bots.SearchBot;
import org.tabula.morris.bots.SearchSpeedPositions;
import org.tabula.morris.bots.Strength;
import org.tabula.morris.rules.Core;

/**
 * The level-5 bot's search in nodes per second: each of {@value #COUNT} fixed positions (the start, placing,
 * moving, one side about to fly) searched to level 5's whole node budget, one thread. Every search spends its
 * whole budget (checked at set-up), so an invocation is exactly {@link #NODES} nodes and JMH's operations per
 * second are nodes per second.
 *
 * <p>It reaches the search in morris's unexported {@code bots} package; it runs on the class path. The endgame
 * tables the searches read are built at set-up, before any timing.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 10)
@Measurement(iterations = 5, time = 10)
@Fork(1)
@State(Scope.Thread)
public class MorrisSearchBenchmark {

    /** The positions: see {@link SearchSpeedPositions}. */
    static final List<String> POSITIONS = SearchSpeedPositions.POSITIONS;

    static final int COUNT = 8;
    /** The nodes of one invocation: every position at level 5's budget. */
    static final int NODES = 40_000_000;

    private final Core[] cores = new Core[COUNT];
    private final Strength strength = Strength.ofLevel(5);

    /** Reads the positions, builds the tables, and checks that every search spends the whole budget. */
    @Setup
    public void setUp() {
        if (POSITIONS.size() != COUNT || (long) COUNT * strength.nodes() != NODES) {
            throw new IllegalStateException("the benchmark's counts do not match level 5's budget");
        }
        MorrisEndgame.build("4-4");
        for (int i = 0; i < COUNT; i++) {
            cores[i] = MorrisCores.of(MorrisGame.fromPosition(POSITIONS.get(i)));
            if (search(i).nodes() != strength.nodes()) {
                throw new IllegalStateException("the search of " + POSITIONS.get(i) + " ends before its budget");
            }
        }
    }

    private Search search(int i) {
        Core core = cores[i].copy();
        Search search = Search.of(core, strength, 1L, () -> false);
        search.bestMove(SearchBot.random(1L, core));
        return search;
    }

    /** Level 5 chooses a move in each position; the score is nodes per second. */
    @Benchmark
    @OperationsPerInvocation(NODES)
    public long levelFive() {
        long nodes = 0;
        for (int i = 0; i < COUNT; i++) {
            nodes += search(i).nodes();
        }
        return nodes;
    }
}
