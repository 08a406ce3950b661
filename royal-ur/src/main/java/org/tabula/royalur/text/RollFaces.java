package org.tabula.royalur.text;

import org.tabula.royalur.model.UrRules;

/** The faces of the dice that made a roll, as the board shows them under itself. */
public final class RollFaces {

    private RollFaces() {
    }

    /**
     * The faces as thrown when the game knows them ({@code 1101}); for a roll supplied as a number, the faces that
     * make it sorted, marked ones first ({@code 1100} for 2 of four dice, {@code 000} for Masters' 4), since which
     * die showed what was never said.
     */
    public static String of(UrRules rules, int roll, String thrown) {
        if (thrown != null) {
            return thrown;
        }
        for (int marked = rules.dice(); marked >= 0; marked--) {
            if (rules.rollOf(marked) == roll) {
                return "1".repeat(marked) + "0".repeat(rules.dice() - marked);
            }
        }
        throw new IllegalArgumentException("no throw of " + rules.dice() + " dice makes " + roll);
    }
}
