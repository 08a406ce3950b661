package org.tabula.benchmarks;

import java.util.ArrayList;
import java.util.List;
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
import org.tabula.morris.MorrisNotation;
import org.tabula.morris.model.MorrisMove;

/**
 * Whole morris records replayed, in moves per second (the {@code moves} counter), over a set of long games
 * ({@link LongGames}): read and played through {@link MorrisGame#fromText(String)}, every move checked and every
 * ending looked for; and, to show where the time goes, the reading alone and the playing of moves already read.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class ReplayBenchmark {

    /** How many games the set holds. */
    @Param("200")
    public int games;

    private List<String> records;
    private List<List<MorrisMove>> parsed;

    /** The moves replayed, reported per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Moves {
        /** The moves replayed in this iteration. */
        public long moves;

        /** Starts each iteration from nothing. */
        @Setup(Level.Iteration)
        public void clear() {
            moves = 0;
        }
    }

    /** Plays the games and keeps their records, and their moves read. */
    @Setup
    public void setUp() {
        records = LongGames.records(6, games);
        parsed = new ArrayList<>();
        for (String record : records) {
            parsed.add(MorrisNotation.parseRecord(record));
        }
    }

    /** Every record read and played through, as a game. */
    @Benchmark
    public long replay(Moves counter) {
        long moves = 0;
        for (String record : records) {
            moves += MorrisGame.fromText(record).ply();
        }
        counter.moves += moves;
        return moves;
    }

    /** Every record read into moves, nothing played. */
    @Benchmark
    public long parseOnly(Moves counter) {
        long moves = 0;
        for (String record : records) {
            moves += MorrisNotation.parseRecord(record).size();
        }
        counter.moves += moves;
        return moves;
    }

    /** Every game's moves, already read, played on a new game. */
    @Benchmark
    public long playOnly(Moves counter) {
        long moves = 0;
        for (List<MorrisMove> game : parsed) {
            MorrisGame replayed = MorrisGame.newGame();
            for (MorrisMove move : game) {
                replayed.play(move);
            }
            moves += replayed.ply();
        }
        counter.moves += moves;
        return moves;
    }
}
