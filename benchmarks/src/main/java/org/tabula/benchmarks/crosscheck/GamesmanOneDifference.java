package org.tabula.benchmarks.crosscheck;

import java.util.Optional;
import org.tabula.morris.model.Ending;
import org.tabula.morris.model.MorrisResult;

/**
 * A difference between Tabula's mill family and GamesmanOne's mills game that is a difference of their rules,
 * found by reading both and written down in docs/morris-variants.md; anything else the cross-check finds is a bug.
 */
public enum GamesmanOneDifference {
    /** GamesmanOne's positions carry no history, so nothing repeats: Tabula's threefold repetition draws. */
    REPETITION("a position standing for the third time: Tabula draws by repetition; GamesmanOne's positions carry"
            + " no history and it plays on");

    private final String rule;

    GamesmanOneDifference(String rule) {
        this.rule = rule;
    }

    /** The rule that differs, for a person. */
    public String rule() {
        return rule;
    }

    /**
     * The rule behind two move lists that differ, or empty when none explains them.
     *
     * @param sets the lists compared
     * @param ending Tabula's ending of the position, if it has one
     */
    static Optional<GamesmanOneDifference> ofMoves(MoveSets sets, Optional<MorrisResult> ending) {
        boolean repetition = ending.map(result -> result.ending() == Ending.REPETITION).orElse(false);
        return repetition && sets.onlyTabula().isEmpty() && sets.twice().isEmpty() ? Optional.of(REPETITION)
                : Optional.empty();
    }
}
