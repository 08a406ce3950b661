package org.tabula.host.play;

import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.tabula.api.Match;
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
    static Optional<Side> awaitedAnswer(Match match, Predicate<Side> human) {
        Optional<Side> offer = match.drawOfferedBy();
        if (offer.isEmpty() || !offer.get().equals(match.turn()) || match.status() != Status.ACTIVE) {
            return Optional.empty();
        }
        List<Side> sides = match.sides();
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
    static boolean answerable(Match match, Side side) {
        return match.drawOfferedBy().filter(offer -> !offer.equals(side)).isPresent();
    }
}
