package org.tabula.royalur.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.tabula.api.Refusal;
import org.tabula.royalur.Place;
import org.tabula.royalur.Position;
import org.tabula.royalur.Route;
import org.tabula.royalur.UrMove;
import org.tabula.royalur.UrRefusal;
import org.tabula.royalur.UrRules;
import org.tabula.royalur.UrSide;
import org.tabula.royalur.WireMove;

/**
 * The rules of movement under a rule set: which moves a roll allows, what a move does, and why a move is not
 * allowed. Pure functions of positions, shared by the game and the bots.
 *
 * <p>A piece moves exactly the roll along its side's route: from the hand onto step {@code roll}, from step
 * {@code s} to step {@code s + roll}, and home when that is one past the last square (never further). It lands on
 * no piece of its own side; it takes a piece of the other side it lands on, unless that piece stands on a rosette
 * and the rule set makes rosettes safe. Landing on a rosette earns another turn.
 */
public final class Rules {

    private Rules() {
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

    /**
     * Why a position cannot stand in a game under a rule set, or empty when it can: each side has the set's
     * pieces, every piece stands on its side's route, and a roll standing is one the dice make and allows a move.
     */
    public static Optional<String> fits(Position position, UrRules rules) {
        for (UrSide side : UrSide.values()) {
            if (position.pieces(side) != rules.pieces()) {
                return Optional.of("each side has " + rules.pieces() + " pieces under " + rules.text() + ", and "
                        + side.word() + " has " + position.pieces(side));
            }
        }
        if (position.home(UrSide.LIGHT) == rules.pieces() && position.home(UrSide.DARK) == rules.pieces()) {
            return Optional.of("both sides have every piece home, and only one can have won");
        }
        for (UrSide side : UrSide.values()) {
            for (int cell = 0; cell < Squares.CELLS; cell++) {
                if (position.at(cell) == side && rules.route().step(side, cell) == 0) {
                    return Optional.of("a " + side.word() + " piece stands on " + Squares.name(cell) + ", which "
                            + side.word() + "'s route does not pass");
                }
            }
        }
        if (!position.rollDue()) {
            if (!rules.rolls().contains(position.roll())) {
                return Optional.of("the dice of " + rules.text() + " do not roll " + position.roll());
            }
            if (!hasMove(position, rules, position.roll())) {
                return Optional.of("the roll " + position.roll() + " standing allows no move, so the turn is lost"
                        + " and no roll stands");
            }
        }
        return Optional.empty();
    }

    /** A count of steps in words: {@code 1 step}, {@code 2 steps}, {@code -1 step}. */
    private static String steps(int count) {
        return count + (Math.abs(count) == 1 ? " step" : " steps");
    }
}
