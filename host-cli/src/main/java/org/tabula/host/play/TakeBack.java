package org.tabula.host.play;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.tabula.api.Match;
import org.tabula.api.Outcome;
import org.tabula.api.Side;
import org.tabula.api.TakenBack;

/**
 * Undo at the console: a player's ending alone (a resignation, a draw agreed), every move staying, as the match
 * takes it back; otherwise the last move and then the bots' moves before it, until a person is to move again.
 */
final class TakeBack {

    private final Match match;
    private final Predicate<Side> human;

    TakeBack(Match match, Predicate<Side> human) {
        this.match = match;
        this.human = human;
    }

    /** Takes back what undo takes; the sentence saying what was taken back, or the match's refusal. */
    Outcome<String> undo() {
        Outcome<TakenBack> last = match.undo();
        if (!last.isAccepted()) {
            return Outcome.refused(last.refusal());
        }
        if (last.value().ending().isPresent()) {
            return Outcome.accepted(match.drawOfferedBy()
                    .map(offer -> "Took back the agreement: " + offer.id() + "'s draw offer stands again.")
                    .orElse("Took back the end of the game."));
        }
        List<String> taken = new ArrayList<>(List.of(last.value().toString()));
        while (!human.test(match.turn())) {
            Outcome<TakenBack> earlier = match.undo();
            if (!earlier.isAccepted()) {
                break;
            }
            taken.add(earlier.value().toString());
        }
        return Outcome.accepted("Took back " + String.join(", ", taken) + ".");
    }
}
