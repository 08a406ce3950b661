package org.tabula.benchmarks.crosscheck;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A position where Tabula and a test partner (Sanmill, GamesmanOne) disagree: how it was reached from the start,
 * Tabula's text of it, and the two engines' moves there.
 *
 * @param rules the rules played, as the cross-check names them
 * @param partner the partner's name: {@code Sanmill}
 * @param check what found it: {@code perft from the start}, {@code perft from position 3}, {@code game 5}
 * @param history the moves from the start, in Tabula's notation
 * @param position Tabula's text of the position
 * @param tabula Tabula's legal moves there
 * @param theirs the partner's legal moves there, in Tabula's notation
 * @param note what differs: the move sets, or the counts below when the sets agree
 * @param known the difference of the rules that explains it, for a person, or empty for a bug
 */
public record Difference(String rules, String partner, String check, List<String> history, String position,
        List<String> tabula, List<String> theirs, String note, Optional<String> known) {

    /** Copies the lists. */
    public Difference {
        history = List.copyOf(history);
        tabula = List.copyOf(tabula);
        theirs = List.copyOf(theirs);
        Objects.requireNonNull(known, "known");
    }

    /** A difference no rule explains. */
    public static Difference unexplained(String rules, String partner, String check, List<String> history,
            String position, List<String> tabula, List<String> theirs, String note) {
        return new Difference(rules, partner, check, history, position, tabula, theirs, note, Optional.empty());
    }

    /** The difference written out for a person, several lines. */
    public String report() {
        return rules + ", " + check + ": " + note + "\n  " + known.map(rule -> "explained: " + rule)
                .orElse("NOT EXPLAINED: a bug on one side") + "\n  moves:    " + String.join(" ", history)
                + "\n  position: " + position + "\n  Tabula:   " + String.join(" ", tabula) + "\n  " + partner
                + ": " + String.join(" ", theirs);
    }
}
