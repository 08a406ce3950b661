package org.tabula.host.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.tabula.api.Game;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Side;

/**
 * Undo at the console: the last move and then the bots' moves before it, until a person is to move again; after a
 * draw agreed here, the agreement only, whatever the game's own undo takes with it.
 */
final class TakeBack {

    private final Game game;
    private final Predicate<Side> human;
    /** The side whose draw offer was accepted here, while the game stands drawn by that agreement. */
    private Optional<Side> agreedOffer = Optional.empty();

    TakeBack(Game game, Predicate<Side> human) {
        this.game = game;
        this.human = human;
    }

    /** A draw was agreed on {@code offerer}'s offer. */
    void agreed(Side offerer) {
        agreedOffer = Optional.of(offerer);
    }

    /** Takes back what undo takes; the sentence saying what was taken back, or the game's refusal. */
    Outcome<String> undo() {
        int played = game.history().size();
        Optional<Side> agreement = agreedOffer;
        agreedOffer = Optional.empty();
        Outcome<Move> last = game.undo();
        if (!last.isAccepted()) {
            return Outcome.refused(last.refusal());
        }
        if (agreement.isPresent() && game.history().size() < played) {
            restoreOffer(last.value(), agreement.get());
        }
        if (game.history().size() >= played) {
            return Outcome.accepted(game.drawOfferedBy()
                    .map(offer -> "Took back the agreement: " + offer.id() + "'s draw offer stands again.")
                    .orElse("Took back the end of the game."));
        }
        List<String> taken = new ArrayList<>(List.of(last.value().text()));
        while (!human.test(game.turn())) {
            int before = game.history().size();
            Outcome<Move> earlier = game.undo();
            if (!earlier.isAccepted() || game.history().size() >= before) {
                break;
            }
            taken.add(earlier.value().text());
        }
        return Outcome.accepted("Took back " + String.join(", ", taken) + ".");
    }

    /**
     * A game whose undo follows its seed (morris: the last move goes, and the agreement with it) is put back to
     * the agreement taken back only: the move played again and the accepted offer standing again, as in a game
     * whose own undo does that.
     */
    private void restoreOffer(Move takenBack, Side offerer) {
        if (game.play(takenBack).isAccepted() && game.drawOfferedBy().isEmpty()) {
            game.offerDraw(offerer);
        }
    }
}
