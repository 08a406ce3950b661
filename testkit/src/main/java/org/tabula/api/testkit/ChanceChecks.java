package org.tabula.api.testkit;

import java.util.List;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Match;

/**
 * Chance as the contract has it: while it is pending nothing is a move, an outcome the game does not list is
 * refused, and a game that carries its own seed draws the same outcome every time from the same state.
 */
final class ChanceChecks {

    private ChanceChecks() {
    }

    /** Checks a game waiting for chance; leaves it waiting, as it was. */
    static void check(Match game, ChanceRequest chance, Mutator mutator) {
        GameSnapshot before = GameSnapshot.of(game);
        Verify.that(!chance.description().isBlank(), () -> "pending chance does not say what is to be thrown");
        String listed = chance.outcomes().get(mutator.random().nextInt(chance.outcomes().size()));
        MoveChecks.everyTextRefused(game, List.of(listed, mutator.mutate(listed), ""), "while chance is pending");

        String wrong = "\u00A4 no outcome \u00A4";
        Verify.refused("the outcome \"" + wrong + "\", which the game does not list", game.supplyChance(wrong));
        Verify.unchanged("a refused outcome changed the game", before, game);
        String mutated = mutator.mutate(listed);
        Match copy = game.copy();
        var outcome = copy.supplyChance(mutated);
        if (outcome.isAccepted()) {
            Verify.that(chance.outcomes().contains(outcome.value()), () -> "the outcome \""
                    + FuzzReport.escape(mutated) + "\" was taken as " + outcome.value() + ", which the game does not"
                    + " list among " + chance.outcomes());
        } else {
            Verify.unchanged("a refused outcome \"" + FuzzReport.escape(mutated) + "\" changed the game", before, copy);
        }

        if (chance.selfDrawn()) {
            Match first = game.copy();
            Match second = game.copy();
            String drawn = Verify.accepted("the game's own draw of chance", first.drawChance());
            Verify.that(chance.outcomes().contains(drawn), () -> "the game drew " + drawn + ", which it does not list"
                    + " among " + chance.outcomes());
            Verify.equal("a second copy's own draw from the same state", drawn,
                    Verify.accepted("the second copy's draw", second.drawChance()));
            Verify.same("two copies drawing from the same state", GameSnapshot.of(first), GameSnapshot.of(second));
        } else {
            Verify.refused("drawChance of a game that carries no seed", game.drawChance());
        }
        Verify.unchanged("checking chance on copies changed the game", before, game);
    }
}
