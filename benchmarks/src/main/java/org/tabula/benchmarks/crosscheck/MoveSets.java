package org.tabula.benchmarks.crosscheck;

import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Two engines' legal moves of one position compared as sets: the moves only Tabula lists and those only its test
 * partner (Sanmill, GamesmanOne) lists, each sorted. The order of a list does not matter; a move listed twice is a
 * difference of its own.
 *
 * @param onlyTabula moves Tabula lists and the partner does not
 * @param onlyPartner moves the partner lists and Tabula does not
 * @param twice moves one engine lists more than once
 */
public record MoveSets(List<String> onlyTabula, List<String> onlyPartner, List<String> twice) {

    /** Copies the lists. */
    public MoveSets {
        onlyTabula = List.copyOf(onlyTabula);
        onlyPartner = List.copyOf(onlyPartner);
        twice = List.copyOf(twice);
    }

    /** The comparison of Tabula's moves with the partner's. */
    public static MoveSets compare(Collection<String> tabula, Collection<String> partner) {
        Set<String> ours = new TreeSet<>(tabula);
        Set<String> theirs = new TreeSet<>(partner);
        Set<String> twice = new TreeSet<>();
        if (ours.size() != tabula.size()) {
            twice.addAll(repeated(tabula));
        }
        if (theirs.size() != partner.size()) {
            twice.addAll(repeated(partner));
        }
        return new MoveSets(ours.stream().filter(move -> !theirs.contains(move)).toList(),
                theirs.stream().filter(move -> !ours.contains(move)).toList(), List.copyOf(twice));
    }

    /** True when both engines list the same moves, each once. */
    public boolean agree() {
        return onlyTabula.isEmpty() && onlyPartner.isEmpty() && twice.isEmpty();
    }

    /** The difference for a person, naming the partner: {@code only Tabula [...], only Sanmill [...]}. */
    public String describe(String partner) {
        return "only Tabula " + onlyTabula + ", only " + partner + " " + onlyPartner
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
