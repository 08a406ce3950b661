package org.tabula.royalur.rules;

import java.util.ArrayList;
import java.util.List;
import org.tabula.api.ChanceRequest;
import org.tabula.royalur.Seed;
import org.tabula.royalur.UrRules;
import org.tabula.royalur.UrSide;

/**
 * The throw a game waits for, as the contract's chance asks for it: what is thrown, in words, and the outcomes
 * the game takes, every way the dice can fall or, in a game with a seed, the seed's own throw alone.
 */
final class ThrowRequest {

    private ThrowRequest() {
    }

    /** Every way the dice of a rule set can fall, one digit a die, {@code 1} for a marked one. */
    static ChanceRequest anyFaces(UrRules rules, UrSide turn) {
        List<String> outcomes = new ArrayList<>(1 << rules.dice());
        for (int bits = 0; bits < 1 << rules.dice(); bits++) {
            StringBuilder face = new StringBuilder(rules.dice());
            for (int die = rules.dice() - 1; die >= 0; die--) {
                face.append((char) ('0' + (bits >>> die & 1)));
            }
            outcomes.add(face.toString());
        }
        return new ChanceRequest(dice(rules, turn), outcomes, false);
    }

    /** The seed's own throw, the one outcome the game takes, and the game throws it itself. */
    static ChanceRequest seedsFaces(UrRules rules, UrSide turn, Seed seed, String seedsThrow) {
        return new ChanceRequest(dice(rules, turn) + "; the game throws them from its seed " + seed.hex(),
                List.of(seedsThrow), true);
    }

    private static String dice(UrRules rules, UrSide turn) {
        String zero = rules.zeroRolls() == 0 ? "none marked loses the turn" : "none marked counts "
                + rules.zeroRolls();
        return turn.title() + " throws " + rules.dice() + " binary dice, 1 for a marked die: the roll is the number"
                + " marked, and " + zero;
    }
}
