package org.tabula.morris.family.solve;

import java.util.Locale;
import org.tabula.morris.CpuClock;
import org.tabula.morris.family.FamilyPosition;
import org.tabula.morris.family.MillRules;
import org.tabula.morris.family.Variant;

/**
 * The small mill games solved one after another, with what each holds and costs: positions, wins, losses and
 * draws for the side to move, the start's value and distance, the longest win, the time to solve (CPU time of the
 * solving thread, and wall time), the heap in use after solving and the size of the bytes a host keeps. Prints a
 * Markdown table for docs/morris-variants.md. Not a test: it runs for minutes.
 *
 * <p>Run from the repository root after {@code mvn -B -o test-compile -pl morris -am}:
 * <pre>
 * java -Xmx4g -cp morris/target/test-classes:morris/target/classes:api/target/classes:\
 * notation-common/target/classes:engine-support/target/classes \
 *     org.tabula.morris.family.solve.SolvedFigures three five six seven
 * </pre>
 */
public final class SolvedFigures {

    private SolvedFigures() {
    }

    /** Solves each variant named (default: three) and prints a row for each. */
    public static void main(String[] args) {
        System.out.println("| Game | Positions | Wins | Losses | Draws | Start | Longest win | Solve CPU | Solve wall"
                + " | Heap after | Kept as |");
        System.out.println("|---|---|---|---|---|---|---|---|---|---|---|");
        for (String word : args.length > 0 ? args : new String[] {"three"}) {
            MillRules rules = MillRules.of(Variant.ofWord(word).orElseThrow());
            long cpu0 = CpuClock.nanos();
            long wall0 = System.nanoTime();
            MillSolution solution = MillSolver.solve(rules);
            double cpu = (CpuClock.nanos() - cpu0) / 1e9;
            double wall = (System.nanoTime() - wall0) / 1e9;
            Runtime runtime = Runtime.getRuntime();
            runtime.gc();
            long heap = runtime.totalMemory() - runtime.freeMemory();
            long[] counts = new long[MillValue.values().length];
            int longest = 0;
            for (int i = 0; i < solution.size(); i++) {
                Verdict verdict = solution.verdictAt(i);
                counts[verdict.value().ordinal()]++;
                longest = verdict.value() == MillValue.WIN ? Math.max(longest, verdict.plies()) : longest;
            }
            Verdict start = solution.verdict(FamilyPosition.start(rules));
            int kept = SolutionCodec.encode(solution).length;
            System.out.printf(Locale.ROOT, "| %s | %,d | %,d | %,d | %,d | %s | %d | %.1f s | %.1f s | %,d MB | %,d bytes |%n",
                    rules.variant().title(), solution.size(), counts[0], counts[1], counts[2],
                    start.value().name().toLowerCase(Locale.ROOT) + (start.value() == MillValue.DRAW ? ""
                            : " in " + start.plies()), longest, cpu, wall, heap >> 20, kept);
        }
    }
}
