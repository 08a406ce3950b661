package org.tabula.benchmarks.morris;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.tabula.morris.MorrisGame;

/**
 * Morris perft in leaves per second (the {@code leaves} counter), from the empty board and from fixed moving and
 * flying positions, with every way of counting: the fast walker behind {@link MorrisGame#perft(int)} counting
 * the last two plies in bulk, the last ply, or none; and the make/unmake core the bots search, with and without
 * the last ply in bulk.
 *
 * <p>The counting is chosen through morris's unexported packages ({@link MorrisCores}); it runs on the class
 * path.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class MorrisPerftBenchmark {

    /** Where perft starts: {@code start}, {@code moving} or {@code flying}. */
    @Param({"start", "moving", "flying"})
    public String position;

    /** How it counts: {@code walker2}, {@code walker1}, {@code walker0}, {@code core1} or {@code core0}. */
    @Param({"walker2", "walker1", "walker0", "core1", "core0"})
    public String counting;

    /** The depth; 0 for the position's own (start 6, moving 7, flying 5). */
    @Param("0")
    public int depth;

    private MorrisGame game;
    private int plies;

    /** The leaves counted, reported per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Leaves {
        /** The leaves counted in this iteration. */
        public long leaves;

        /** Starts each iteration from nothing. */
        @Setup(Level.Iteration)
        public void clear() {
            leaves = 0;
        }
    }

    /** Sets up the game and the depth. */
    @Setup
    public void setUp() {
        switch (position) {
            case "start" -> {
                game = MorrisGame.newGame();
                plies = 6;
            }
            // Mid-game, six white men and seven black, every man able to step: 14,181,879 leaves at depth 7.
            case "moving" -> {
                game = MorrisGame.fromPosition("W.BB.WW.B.W.B..BW..WB.B. w 0 0 0 50");
                plies = 7;
            }
            // White flies with three men against four black: 4,787,019 leaves at depth 5.
            case "flying" -> {
                game = MorrisGame.fromPosition("W.....W.........B.BBB..W w 0 0 0 70");
                plies = 5;
            }
            default -> throw new IllegalArgumentException("no such position: " + position);
        }
        if (depth > 0) {
            plies = depth;
        }
    }

    /** One perft. */
    @Benchmark
    public long perft(Leaves counter) {
        long leaves = MorrisCores.perft(game, plies, counting);
        counter.leaves += leaves;
        return leaves;
    }
}
