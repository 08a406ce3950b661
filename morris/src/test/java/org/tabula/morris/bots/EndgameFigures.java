package org.tabula.morris.bots;

import java.util.Locale;
import org.tabula.morris.CpuClock;
import org.tabula.morris.MorrisEndgame;
import org.tabula.morris.bots.EndgameTable;
import org.tabula.morris.bots.EndgameTables;

/**
 * The endgame subspaces built one after another, smallest first, with what each holds and costs: positions,
 * wins, losses and draws for the side to move, the longest win, the time to build (CPU time of the building
 * thread, and wall time) and the size of the bytes a host keeps. Prints a Markdown table for docs/games/morris.md.
 *
 * <p>Run from the repository root after {@code mvn -B -o test-compile -pl morris -am} (5-4 needs about 2 GB):
 * <pre>
 * java -Xmx3g -cp morris/target/test-classes:morris/target/classes:api/target/classes:notation-common/target/classes:\
 * engine-support/target/classes \
 *     org.tabula.morris.EndgameFigures [largest subspace, default 5-4]
 * </pre>
 */
public final class EndgameFigures {

    private EndgameFigures() {
    }

    /** Builds the subspaces up to the one named and prints the table. */
    public static void main(String[] args) {
        String last = args.length > 0 ? args[0] : "5-4";
        System.out.println("| Subspace | Table (men to move - other) | Positions | Wins | Losses | Draws | Longest win"
                + " | Build CPU | Build wall | Kept as |");
        System.out.println("|---|---|---|---|---|---|---|---|---|---|");
        for (String subspace : MorrisEndgame.subspaces()) {
            int[] counts = EndgameTables.counts(subspace);
            long cpu0 = CpuClock.nanos();
            long wall0 = System.nanoTime();
            MorrisEndgame.build(subspace);
            double cpu = (CpuClock.nanos() - cpu0) / 1e9;
            double wall = (System.nanoTime() - wall0) / 1e9;
            int kept = MorrisEndgame.save(subspace).length;
            int[][] tables = counts[0] == counts[1] ? new int[][] {counts}
                    : new int[][] {counts, {counts[1], counts[0]}};
            for (int t = 0; t < tables.length; t++) {
                EndgameTable table = EndgameTables.table(tables[t][0], tables[t][1]);
                long wins = 0;
                long losses = 0;
                long draws = 0;
                int longest = 0;
                for (int i = 0; i < table.size(); i++) {
                    int value = table.valueAt(i);
                    if (value == EndgameTable.DRAW) {
                        draws++;
                    } else if (EndgameTable.isWin(value)) {
                        wins++;
                        longest = Math.max(longest, EndgameTable.distance(value));
                    } else {
                        losses++;
                    }
                }
                System.out.printf(Locale.ROOT, "| %s | %d-%d | %,d | %,d | %,d | %,d | %s | %s | %s | %s |%n",
                        t == 0 ? subspace : "", tables[t][0], tables[t][1], table.size(), wins, losses, draws,
                        wins == 0 ? "none" : longest + (longest == 1 ? " ply" : " plies"), t == 0 ? String.format(Locale.ROOT, "%.1f s", cpu) : "",
                        t == 0 ? String.format(Locale.ROOT, "%.1f s", wall) : "",
                        t == 0 ? String.format(Locale.ROOT, "%.1f MB", kept / 1e6) : "");
            }
            if (subspace.equals(last)) {
                break;
            }
        }
    }
}
