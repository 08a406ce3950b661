package org.tabula.benchmarks.crosscheck;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A position where Tabula and Sanmill disagree: how it was reached from the start, Tabula's text of it, and the
 * two engines' moves there.
 *
 * @param preset the rules played
 * @param check what found it: {@code perft from the start}, {@code perft from position 3}, {@code game 5}
 * @param history the moves from the start, in Tabula's notation
 * @param position Tabula's text of the position
 * @param tabula Tabula's legal moves there
 * @param sanmill Sanmill's legal moves there
 * @param note what differs: the move sets, or the counts below when the sets agree
 * @param known the difference of the rules that explains it, or empty for a bug
 */
public record Difference(SanmillPreset preset, String check, List<String> history, String position,
        List<String> tabula, List<String> sanmill, String note, Optional<KnownDifference> known) {

    /** Copies the lists. */
    public Difference {
        history = List.copyOf(history);
        tabula = List.copyOf(tabula);
        sanmill = List.copyOf(sanmill);
        Objects.requireNonNull(known, "known");
    }

    /** A difference no rule explains. */
    public static Difference unexplained(SanmillPreset preset, String check, List<String> history, String position,
            List<String> tabula, List<String> sanmill, String note) {
        return new Difference(preset, check, history, position, tabula, sanmill, note, Optional.empty());
    }

    /** The difference written out for a person, several lines. */
    public String report() {
        return preset.word() + ", " + check + ": " + note + "\n  " + known.map(rule -> "explained: " + rule.rule())
                .orElse("NOT EXPLAINED: a bug on one side") + "\n  moves:    " + String.join(" ", history)
                + "\n  position: " + position + "\n  Tabula:   " + String.join(" ", tabula) + "\n  Sanmill:  "
                + String.join(" ", sanmill);
    }
}
