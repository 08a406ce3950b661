package org.tabula.morris.bots;

import java.util.List;
import java.util.Locale;
import org.tabula.morris.model.Position;

/**
 * The endgame tables in memory, shared by every game and bot of the process: each built the first time it is
 * asked for (with the smaller ones its captures lead to), or loaded from bytes a host kept.
 *
 * <p>A table is the same whether built or loaded, so sharing it changes no answer, only how long the first one
 * takes. Builds and loads are serialised; reads need no lock once a table is in.
 */
public final class EndgameTables {

    /** The subspaces solved here, smallest first; each needs only those before it. */
    public static final List<String> SUBSPACES = List.of("3-3", "4-3", "4-4", "5-3", "5-4");

    /** {@code TABLES[own][opp]}: the table with {@code own} men to move against {@code opp}, or null. */
    private static volatile EndgameTable[][] tables = new EndgameTable[Position.MEN + 1][Position.MEN + 1];

    private EndgameTables() {
    }

    /**
     * The subspace name ("4-3", the larger count first) of a pair of men counts, given either way round.
     *
     * @throws IllegalArgumentException when the subspace is not one solved here
     */
    public static String name(int a, int b) {
        String name = Math.max(a, b) + "-" + Math.min(a, b);
        if (!SUBSPACES.contains(name)) {
            throw new IllegalArgumentException("no endgame table for " + a + " against " + b + " men (solved: "
                    + String.join(", ", SUBSPACES) + ")");
        }
        return name;
    }

    /**
     * The larger and smaller men counts of a subspace named "4-3" or "3-4".
     *
     * @throws IllegalArgumentException when the name is not a subspace solved here
     */
    public static int[] counts(String subspace) {
        String text = subspace.trim().toLowerCase(Locale.ROOT);
        int dash = text.indexOf('-');
        if (dash == 1 && text.length() == 3 && Character.isDigit(text.charAt(0)) && Character.isDigit(text.charAt(2))) {
            int a = text.charAt(0) - '0';
            int b = text.charAt(2) - '0';
            String name = Math.max(a, b) + "-" + Math.min(a, b);
            if (SUBSPACES.contains(name)) {
                return new int[] {Math.max(a, b), Math.min(a, b)};
            }
        }
        throw new IllegalArgumentException("no endgame subspace '" + subspace + "' (solved: "
                + String.join(", ", SUBSPACES) + ")");
    }

    /** True when the subspace of these men counts is solved here. */
    public static boolean solvable(int a, int b) {
        return SUBSPACES.contains(Math.max(a, b) + "-" + Math.min(a, b));
    }

    /** The table with {@code own} men to move against {@code opp}, built first if need be. */
    public static EndgameTable table(int own, int opp) {
        EndgameTable table = tables[own][opp];
        return table != null ? table : build(own, opp);
    }

    /** The table if it is in memory, or null. */
    static EndgameTable ifReady(int own, int opp) {
        return tables[own][opp];
    }

    /** True when a subspace's tables are in memory. */
    public static boolean isReady(String subspace) {
        int[] counts = counts(subspace);
        return tables[counts[0]][counts[1]] != null && tables[counts[1]][counts[0]] != null;
    }

    /** Builds a subspace's tables, and the smaller ones they need, unless they are in memory already. */
    public static synchronized EndgameTable build(int own, int opp) {
        name(own, opp);
        if (tables[own][opp] == null) {
            int a = Math.max(own, opp);
            int b = Math.min(own, opp);
            // Solving bottom-up keeps the recursion shallow: each lower subspace is ready when asked for.
            if (b > 3) {
                build(a, b - 1);
            }
            if (a > 3 && a - 1 >= b) {
                build(a - 1, b);
            }
            install(EndgameBuilder.build(a, b, EndgameTables::table));
        }
        return tables[own][opp];
    }

    /** Puts tables in memory, replacing none that are there: a table is the same however it was made. */
    public static synchronized void install(EndgameTable... made) {
        EndgameTable[][] next = new EndgameTable[tables.length][];
        for (int i = 0; i < next.length; i++) {
            next[i] = tables[i].clone();
        }
        for (EndgameTable table : made) {
            if (next[table.own()][table.opp()] == null) {
                next[table.own()][table.opp()] = table;
            }
        }
        tables = next;
    }
}
