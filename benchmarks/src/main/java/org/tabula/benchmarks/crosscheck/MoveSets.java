package org.tabula.benchmarks.crosscheck;

import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Two engines' legal moves of one position compared as sets: the moves only Tabula lists and those only Sanmill
 * lists, each sorted. The order of a list does not matter; a move listed twice is a difference of its own.
 *
 * @param onlyTabula moves Tabula lists and Sanmill does not
 * @param onlySanmill moves Sanmill lists and Tabula does not
 * @param twice moves one engine lists more than once
 */
public record MoveSets(List<String> onlyTabula, List<String> onlySanmill, List<String> twice) {

    /** Copies the lists. */
    public MoveSets {
        onlyTabula = List.copyOf(onlyTabula);
        onlySanmill = List.copyOf(onlySanmill);
        twice = List.copyOf(twice);
    }

    /** The comparison of Tabula's moves with Sanmill's. */
    public static MoveSets compare(Collection<String> tabula, Collection<String> sanmill) {
        Set<String> ours = new TreeSet<>(tabula);
        Set<String> theirs = new TreeSet<>(sanmill);
        Set<String> twice = new TreeSet<>();
        if (ours.size() != tabula.size()) {
            twice.addAll(repeated(tabula));
        }
        if (theirs.size() != sanmill.size()) {
            twice.addAll(repeated(sanmill));
        }
        return new MoveSets(ours.stream().filter(move -> !theirs.contains(move)).toList(),
                theirs.stream().filter(move -> !ours.contains(move)).toList(), List.copyOf(twice));
    }

    /** True when both engines list the same moves, each once. */
    public boolean agree() {
        return onlyTabula.isEmpty() && onlySanmill.isEmpty() && twice.isEmpty();
    }

    @Override
    public String toString() {
        return "only Tabula " + onlyTabula + ", only Sanmill " + onlySanmill
                + (twice.isEmpty() ? "" : ", listed twice " + twice);
    }

    private static Set<String> repeated(Collection<String> moves) {
        Set<String> seen = new TreeSet<>();
        Set<String> repeated = new TreeSet<>();
        for (String move : moves) {
            if (!seen.add(move)) {
                repeated.add(move);
            }
        }
        return repeated;
    }
}
