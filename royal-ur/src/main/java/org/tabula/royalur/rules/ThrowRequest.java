package org.tabula.royalur.rules;

import java.util.List;
import org.tabula.api.ChanceRequest;
import org.tabula.royalur.model.Seed;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;

/**
 * The throw a game waits for, as the contract's chance asks for it: what is thrown, in words, and the outcomes
 * the game takes, the ROLLS ({@code "0"} to {@code "4"} for four dice), each weighed by the ways the dice make it
 * ({@link UrRules#weight(int)}: 1, 4, 6, 4, 1 in 16 under Finkel's rules), or, in a game with a seed, the seed's
 * own roll alone. A rule set whose throw of none counts as another number lists that number once, its weight the
 * sum of both ways.
 */
final class ThrowRequest {

    private ThrowRequest() {
    }

    /** Every roll the dice of a rule set make, with its weight. */
    static ChanceRequest anyRoll(UrRules rules, UrSide turn) {
        List<Integer> rolls = rules.rolls();
        return new ChanceRequest(dice(rules, turn), rolls.stream().map(String::valueOf).toList(),
                rolls.stream().map(rules::weight).toList(), false);
    }

    /** The seed's own roll, the one outcome the game takes, and the game throws it itself. */
    static ChanceRequest seedsRoll(UrRules rules, UrSide turn, Seed seed, int seedsRoll) {
        return new ChanceRequest(dice(rules, turn) + "; the game throws them from its seed " + seed.hex(),
                List.of(Integer.toString(seedsRoll)), true);
    }

    private static String dice(UrRules rules, UrSide turn) {
        String zero = rules.zeroRolls() == 0 ? "none marked loses the turn" : "none marked counts "
                + rules.zeroRolls();
        return turn.title() + " throws " + rules.dice() + " binary dice, 1 for a marked die: the roll is the number"
                + " marked, and " + zero + "; give the roll, or the dice as they fell (such as "
                + "1".repeat(rules.dice() - 1) + "0)";
    }
}
