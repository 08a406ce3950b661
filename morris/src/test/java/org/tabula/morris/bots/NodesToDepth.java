package org.tabula.morris.bots;

import java.util.Locale;
import org.tabula.morris.CpuClock;
import org.tabula.morris.Fixtures;
import org.tabula.morris.MorrisEndgame;
import org.tabula.morris.MorrisGame;
import org.tabula.morris.rules.Core;

/**
 * How many nodes level 5's search needs to complete depth D, from the start and from each of
 * {@link SearchSpeedPositions}: counted over the whole iterative deepening from an empty table, as Sanmill counts
 * (issue 20 compares the two). No node cap; the CPU time is printed beside, for the speed per node.
 *
 * <p>Run from the repository root after {@code mvn -B -o test-compile -pl morris -am}:
 * <pre>
 * java -cp morris/target/test-classes:morris/target/classes:api/target/classes:notation-common/target/classes:\
 * engine-support/target/classes \
 *     org.tabula.morris.bots.NodesToDepth [depth, default 11] [start only: "start"]
 * </pre>
 */
public final class NodesToDepth {

    private NodesToDepth() {
    }

    /** Prints one line a position and the total. */
    public static void main(String[] args) {
        int depth = args.length > 0 ? Integer.parseInt(args[0]) : 11;
        boolean startOnly = args.length > 1 && args[1].equals("start");
        MorrisEndgame.build("4-4");
        Strength level5 = Strength.ofLevel(5);
        Strength strength = new Strength(depth, Long.MAX_VALUE, level5.noise(), level5.openingNoise(),
                level5.oversight(), level5.tables(), level5.tableBits());
        long total = 0;
        long cpuTotal = 0;
        for (String text : SearchSpeedPositions.POSITIONS) {
            Core core = Fixtures.core(MorrisGame.fromPosition(text));
            long cpu0 = CpuClock.nanos();
            Search search = Search.of(core, strength, 1L, () -> false);
            int move = search.bestMove(SearchBot.random(1L, core));
            long cpu = CpuClock.nanos() - cpu0;
            total += search.nodes();
            cpuTotal += cpu;
            System.out.printf(Locale.ROOT, "%-36s depth %2d: %,13d nodes %7.2f s CPU  move %s%n", text,
                    search.depthReached(), search.nodes(), cpu / 1e9,
                    org.tabula.morris.rules.MoveCode.toMove(move));
            if (startOnly) {
                return;
            }
        }
        System.out.printf(Locale.ROOT, "total to depth %d: %,d nodes, %.2f s CPU, %.2f M nodes/s%n", depth, total,
                cpuTotal / 1e9, total * 1e3 / cpuTotal);
    }
}
