package org.tabula.royalur.rules;

import java.util.Optional;
import org.tabula.royalur.model.Position;
import org.tabula.royalur.model.Squares;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;

/** Whether a position can stand in a game under a rule set, as a position or a record given from outside must. */
public final class PositionFit {

    private PositionFit() {
    }

    /**
     * Why a position cannot stand in a game under a rule set, or empty when it can: each side has the set's
     * pieces, every piece stands on its side's route, and a roll standing is one the dice make and allows a move.
     */
    public static Optional<String> misfit(Position position, UrRules rules) {
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
            if (!MoveGenerator.hasMove(position, rules, position.roll())) {
                return Optional.of("the roll " + position.roll() + " standing allows no move, so the turn is lost"
                        + " and no roll stands");
            }
        }
        return Optional.empty();
    }
}
