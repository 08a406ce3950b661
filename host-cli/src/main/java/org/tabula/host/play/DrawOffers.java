package org.tabula.host.play;

import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.tabula.api.Game;
import org.tabula.api.Side;
import org.tabula.api.Status;

/** Who may answer a draw offer at the console: never the side that made it. */
final class DrawOffers {

    private DrawOffers() {
    }

    /**
     * The person whose answer to a draw offer is awaited before play goes on: when the side to move has offered,
     * the next side after it played by a person (a bot has already declined). Empty when no answer is awaited.
     */
    static Optional<Side> awaitedAnswer(Game game, Predicate<Side> human) {
        Optional<Side> offer = game.drawOfferedBy();
        if (offer.isEmpty() || !offer.get().equals(game.turn()) || game.status() != Status.ACTIVE) {
            return Optional.empty();
        }
        List<Side> sides = game.sides();
        int offering = sides.indexOf(offer.get());
        for (int i = 1; i < sides.size(); i++) {
            Side other = sides.get((offering + i) % sides.size());
            if (human.test(other)) {
                return Optional.of(other);
            }
        }
        return Optional.empty();
    }

    /** True when another side's draw offer stands, which this side may accept or decline. */
    static boolean answerable(Game game, Side side) {
        return game.drawOfferedBy().filter(offer -> !offer.equals(side)).isPresent();
    }
}
