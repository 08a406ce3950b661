package org.tabula.benchmarks.morris;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
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
import org.tabula.morris.MorrisGame;
import org.tabula.morris.MorrisState;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.Position;
import org.tabula.morris.Rules;
import org.tabula.morris.rules.Core;

/**
 * Legal move generation in positions per second, over the same {@value #POSITIONS} positions every time (every
 * position of seeded random games, placing, moving and flying): into an {@code int} array on the core, counted
 * without writing, and as the public lists of move values from a game and from {@link Rules}.
 *
 * <p>It reaches the core in morris's unexported {@code rules} package; it runs on the class path.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class MoveGenerationBenchmark {

    static final int POSITIONS = 1024;

    private final Core[] cores = new Core[POSITIONS];
    private final MorrisState[] games = new MorrisState[POSITIONS];
    private final Position[] positions = new Position[POSITIONS];
    private final int[] buffer = new int[Core.MAX_MOVES];

    /** Plays seeded random games and keeps every position of them until there are enough. */
    @Setup
    public void setUp() {
        SplittableRandom random = new SplittableRandom(2024);
        List<MorrisGame> seen = new ArrayList<>();
        while (seen.size() < POSITIONS) {
            MorrisGame game = MorrisGame.newGame();
            while (game.ending().isEmpty() && seen.size() < POSITIONS) {
                seen.add(game.copy());
                List<MorrisMove> moves = game.legalMoves();
                game.play(moves.get(random.nextInt(moves.size())));
            }
        }
        for (int i = 0; i < POSITIONS; i++) {
            games[i] = seen.get(i).state();
            cores[i] = MorrisCores.of(seen.get(i));
            positions[i] = seen.get(i).toPosition();
        }
    }

    /** The core writes each position's moves into an array. */
    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public int coreGenerate() {
        int total = 0;
        for (Core core : cores) {
            total += core.generate(buffer, 0);
        }
        return total;
    }

    /** The core counts each position's moves without writing them. */
    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public int coreCount() {
        int total = 0;
        for (Core core : cores) {
            total += core.countMoves();
        }
        return total;
    }

    /** The public game lists each position's moves as values. */
    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public int gameLegalMoves() {
        int total = 0;
        for (MorrisState game : games) {
            total += game.legalMoves().size();
        }
        return total;
    }

    /** The public rules list each position's moves as values, from the position alone. */
    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public int rulesLegalMoves() {
        int total = 0;
        for (Position position : positions) {
            total += Rules.legalMoves(position, true).size();
        }
        return total;
    }
}
