package org.tabula.royalur.rules;

import java.util.Optional;
import org.tabula.api.Refusal;
import org.tabula.royalur.model.Position;
import org.tabula.royalur.model.Route;
import org.tabula.royalur.model.UrRefusal;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;
import org.tabula.royalur.model.WireMove;

/**
 * Why a move may not be played, told as the rules tell it: the first rule it breaks, from whose piece it moves,
 * through how far it goes, to what it lands on. A move this finds nothing against is exactly one
 * {@link MoveGenerator} lists for the roll standing.
 */
public final class MoveRefusals {

    private MoveRefusals() {
    }

    /**
     * Why a wire move is not one the side to move may play with the roll standing; empty when it is legal.
     */
    public static Optional<Refusal> check(Position position, UrRules rules, WireMove wire) {
        UrSide side = position.turn();
        Route route = rules.route();
        String text = wire.text();
        int from;
        if (wire.from().isHand()) {
            if (position.hand(side) == 0) {
                return Optional.of(UrRefusal.NO_PIECE_IN_HAND.with(side.title()));
            }
            from = 0;
        } else {
            if (position.at(wire.from().cell()) != side) {
                return Optional.of(UrRefusal.NO_PIECE.with(side.title(), wire.from().text()));
            }
            from = route.step(side, wire.from().cell());
        }
        int to = wire.to().isHome() ? route.length() + 1 : route.step(side, wire.to().cell());
        if (to == 0) {
            return Optional.of(UrRefusal.OFF_ROUTE.with(wire.to().text(), side.word()));
        }
        if (to - from != position.roll()) {
            return Optional.of(UrRefusal.WRONG_DISTANCE.with(text, steps(to - from), side.word(),
                    position.roll()));
        }
        UrSide occupant = wire.to().isSquare() ? position.at(wire.to().cell()) : null;
        if (occupant == side) {
            return Optional.of(UrRefusal.OWN_PIECE.with(wire.to().text(), side.word()));
        }
        if (occupant != null && wire.to().isRosette() && rules.safeRosettes()) {
            return Optional.of(UrRefusal.SAFE_ROSETTE.with(occupant.word(), wire.to().text()));
        }
        return Optional.empty();
    }

    /** A count of steps in words: {@code 1 step}, {@code 2 steps}, {@code -1 step}. */
    private static String steps(int count) {
        return count + (Math.abs(count) == 1 ? " step" : " steps");
    }
}
