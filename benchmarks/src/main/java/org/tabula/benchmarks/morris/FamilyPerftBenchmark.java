package org.tabula.benchmarks.morris;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.tabula.morris.MorrisGame;
import org.tabula.morris.family.FamilyPerft;
import org.tabula.morris.family.FamilyPosition;
import org.tabula.morris.family.FamilyState;
import org.tabula.morris.family.MillRules;
import org.tabula.morris.family.Variant;
import org.tabula.morris.rules.PerftWalker;

/**
 * The mill family's perft beside the seed engine's, in leaves per second (the {@code leaves} counter), from the
 * empty board of Nine and of Twelve Men's Morris and from the seed benchmark's moving position (the same men on
 * Twelve's board): like with like, the seed's fast walker ({@code seed-walker2}, what {@link MorrisGame#perft(int)}
 * does, the last two plies in bulk where placements allow) beside the family's walk on masks counting the same way
 * ({@code family-fast2}, what {@link FamilyPerft#fast(FamilyPosition, int)} does), and the seed's make/unmake core
 * with the last ply in bulk ({@code seed-core1}) beside the family's walk with the last ply in bulk
 * ({@code family-fast1}); and the family's walk on immutable states ({@code family-states}), the path its bots
 * search. Twelve Men's Morris has only the family's engine.
 *
 * <p>The family's package is not exported; the benchmarks run on the class path.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class FamilyPerftBenchmark {

    /** The seed benchmark's mid-game position: six white men and seven black, every man able to step. */
    private static final String MOVING = "W.BB.WW.B.W.B..BW..WB.B. w 0 0 0 50";

    /** The game, the position and the way of counting, such as {@code nine-start-family-fast}. */
    @Param({"nine-start-seed-walker2", "nine-start-family-fast2", "nine-start-seed-core1", "nine-start-family-fast1",
        "nine-start-family-states", "nine-moving-seed-walker2", "nine-moving-family-fast2", "nine-moving-seed-core1",
        "nine-moving-family-fast1", "nine-moving-family-states", "twelve-start-family-fast2",
        "twelve-start-family-fast1", "twelve-start-family-states", "twelve-moving-family-fast2",
        "twelve-moving-family-fast1", "twelve-moving-family-states"})
    public String run;

    /** The depth. */
    @Param("5")
    public int depth;

    private MorrisGame seed;
    private FamilyState family;
    private String counting;

    /** Sets up the game for the run. */
    @Setup
    public void setUp() {
        boolean moving = run.contains("-moving-");
        MillRules rules = MillRules.of(run.startsWith("twelve") ? Variant.TWELVE : Variant.NINE);
        String cells = rules.variant() == Variant.NINE ? MOVING : rules.variant().word() + " " + MOVING;
        family = moving ? FamilyState.of(FamilyPosition.parse(rules, cells)) : FamilyState.start(rules);
        seed = moving ? MorrisGame.fromPosition(MOVING) : MorrisGame.newGame();
        counting = run.substring(run.indexOf(moving ? "-moving-" : "-start-") + (moving ? 8 : 7));
    }

    /** One perft, its leaves counted in the seed benchmark's counter. */
    @Benchmark
    public long perft(MorrisPerftBenchmark.Leaves counter) {
        long leaves = switch (counting) {
            case "seed-walker2" -> MorrisCores.perft(seed, depth, "walker2");
            case "seed-core1" -> MorrisCores.perft(seed, depth, "core1");
            case "family-fast2" -> FamilyPerft.fast(family.position(), depth, PerftWalker.Bulk.LAST_TWO_PLIES);
            case "family-fast1" -> FamilyPerft.fast(family.position(), depth, PerftWalker.Bulk.LAST_PLY);
            case "family-states" -> FamilyPerft.perft(family, depth);
            default -> throw new IllegalArgumentException("no such way of counting: " + counting);
        };
        counter.leaves += leaves;
        return leaves;
    }
}
