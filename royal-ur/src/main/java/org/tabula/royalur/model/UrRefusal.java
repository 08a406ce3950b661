package org.tabula.royalur.model;

import org.tabula.engine.refusal.NamedReason;

/**
 * Why a game of the Royal Game of Ur refused a move, or a roll (what a match refuses, a finished game or nothing to undo included, is api's MatchRefusal): each reason with its stable code and the
 * sentence it says, a template filled with the sides, squares and rolls concerned.
 */
public enum UrRefusal implements NamedReason {

    /** A move while a roll is due; the argument is the side. */
    ROLL_DUE("%s must roll first: there is no roll to move with."),
    /** A roll while a move is due; the arguments are the side and its roll. */
    MOVE_DUE("%s has rolled %d and moves now; the next roll comes after the move.") {
        /** The seed's code for a roll out of turn, which is not the constant's name. */
        @Override
        public String code() {
            return "no-chance";
        }
    },
    /** The text is not a move; the arguments are the text and why. */
    NOT_A_MOVE("'%s' is not a move: %s."),
    /** A turn lost given as a move; the argument is the text. */
    TURN_LOST("'%s' is a turn lost, which the game takes by itself when a roll allows no move."),
    /** A display form for another roll; the arguments are the text, its roll and the roll standing. */
    WRONG_ROLL("'%s' is written for a roll of %d, but the roll is %d."),
    /** A display form with wrong marks; the arguments are the text and the move as it is written. */
    WRONG_MARKS("'%s' is not how this move is written: it is %s."),
    /** An entry with no piece in hand; the argument is the side. */
    NO_PIECE_IN_HAND("%s has no piece in hand."),
    /** A move from a square without a piece of the side; the arguments are the side and the square. */
    NO_PIECE("%s has no piece on %s."),
    /** A move to a square the side's route does not pass; the arguments are the square and the side. */
    OFF_ROUTE("%s is not on %s's route."),
    /**
     * A move of another length than the roll; the arguments are the move, its steps as words ({@code 2 steps}),
     * the side and the roll.
     */
    WRONG_DISTANCE("%s goes %s along %s's route, and the roll is %d."),
    /** A move onto a piece of the side's own; the arguments are the square and the side. */
    OWN_PIECE("%s holds a piece of %s's own."),
    /** A move onto a piece safe on a rosette; the arguments are that piece's side and the square. */
    SAFE_ROSETTE("The %s piece on %s is safe on its rosette."),
    /**
     * A chance outcome that is no throw; the arguments are the text, the dice, the rolls they make, their number and
     * an example.
     */
    NOT_AN_OUTCOME("'%s' is not a throw of %s: give the roll, one of %s, or the dice as they"
            + " fell, %d digits, 1 for a marked die and 0 for an unmarked one, such as %s."),
    /** A roll alone that the dice cannot make; the arguments are the roll, the dice and the rolls they make. */
    NOT_A_ROLL("%d is not a roll of %s, which roll one of %s."),
    /** A throw other than the seed's; the arguments are the seed's throw and the text. */
    NOT_THE_SEEDS_THROW("The seed throws %s here, not '%s'."),
    /** A draw from the seed in a game without one. */
    NO_SEED("This game has no seed to throw from: supply the roll or the dice as they fell.");

    private final String template;

    UrRefusal(String template) {
        this.template = template;
    }

    @Override
    public String template() {
        return template;
    }
}
