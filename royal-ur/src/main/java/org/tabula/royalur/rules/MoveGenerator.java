package org.tabula.royalur.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.tabula.royalur.model.Place;
import org.tabula.royalur.model.Position;
import org.tabula.royalur.model.Route;
import org.tabula.royalur.model.Squares;
import org.tabula.royalur.model.UrMove;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;
import org.tabula.royalur.model.WireMove;

/**
 * The moves under a rule set: which moves a roll allows and what a move does. Pure functions of positions, shared
 * by the game, the perft walk and the bots; why a move is not allowed is {@link MoveRefusals}'s.
 *
 * <p>A piece moves exactly the roll along its side's route: from the hand onto step {@code roll}, from step
 * {@code s} to step {@code s + roll}, and home when that is one past the last square (never further). It lands on
 * no piece of its own side; it takes a piece of the other side it lands on, unless that piece stands on a rosette
 * and the rule set makes rosettes safe. Landing on a rosette earns another turn.
 */
public final class MoveGenerator {

    private MoveGenerator() {
    }

    /** The legal moves of the side to move with the roll standing, hand first and then by step; none while a roll is due. */
    public static List<UrMove> legalMoves(Position position, UrRules rules) {
        if (position.rollDue() || position.winner() != null) {
            return List.of();
        }
        List<UrMove> moves = new ArrayList<>();
        UrSide side = position.turn();
        Route route = rules.route();
        int roll = position.roll();
        for (int from = 0; from <= route.length(); from++) {
            boolean there = from == 0 ? position.hand(side) > 0
                    : (position.cells(side) >>> route.cell(side, from) & 1) != 0;
            if (there) {
                move(position, rules, from, from + roll).ifPresent(moves::add);
            }
        }
        return Collections.unmodifiableList(moves);
    }

    /** True when a roll allows the side to move some move. */
    public static boolean hasMove(Position position, UrRules rules, int roll) {
        return roll > 0 && !legalMoves(position.withRoll(roll), rules).isEmpty();
    }

    /** The move from step {@code from} to step {@code to} of the side to move, when it is allowed. */
    private static Optional<UrMove> move(Position position, UrRules rules, int from, int to) {
        UrSide side = position.turn();
        Route route = rules.route();
        if (to > route.length() + 1 || to <= from) {
            return Optional.empty();
        }
        Place fromPlace = from == 0 ? Place.HAND : new Place(route.cell(side, from));
        if (to == route.length() + 1) {
            return Optional.of(UrMove.of(new WireMove(fromPlace, Place.HOME), position.roll(), false, false));
        }
        int cell = route.cell(side, to);
        UrSide occupant = position.at(cell);
        if (occupant == side || (occupant != null && Squares.isRosette(cell) && rules.safeRosettes())) {
            return Optional.empty();
        }
        return Optional.of(UrMove.of(new WireMove(fromPlace, new Place(cell)), position.roll(), occupant != null,
                Squares.isRosette(cell)));
    }

    /**
     * The position after a legal move: the piece moved, a piece taken sent back to its hand, and the turn passed
     * on, or kept after a landing on a rosette when the game goes on.
     */
    public static Position apply(Position position, UrRules rules, UrMove move) {
        UrSide side = position.turn();
        UrSide other = side.opponent();
        WireMove wire = move.wire().orElseThrow();
        int cells = position.cells(side);
        int hand = position.hand(side);
        int home = position.home(side);
        if (wire.from().isHand()) {
            hand--;
        } else {
            cells &= ~(1 << wire.from().cell());
        }
        Position after = position;
        if (wire.to().isHome()) {
            home++;
        } else {
            cells |= 1 << wire.to().cell();
            if (move.capture()) {
                after = after.with(other, position.cells(other) & ~(1 << wire.to().cell()), position.hand(other) + 1,
                        position.home(other));
            }
        }
        after = after.with(side, cells, hand, home);
        boolean again = move.rosette() && after.winner() == null;
        return after.next(again ? side : other);
    }

    /** The position after a turn lost: the same pieces, the other side to roll. */
    public static Position forfeit(Position position) {
        return position.next(position.turn().opponent());
    }
}
