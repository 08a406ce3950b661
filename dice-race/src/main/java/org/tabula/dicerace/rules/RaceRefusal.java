package org.tabula.dicerace.rules;

import org.tabula.api.RefusalReason;

/**
 * Why a dice race refused a move or a roll: each reason with its stable code and the sentence it says. The
 * arguments each sentence takes are in its Javadoc. Undo with nothing to take back is api's
 * {@link org.tabula.api.MatchRefusal#NOTHING_TO_UNDO}, the same in every game.
 */
public enum RaceRefusal implements RefusalReason {

    /** Text that is no move; the text. */
    NOT_A_MOVE("not-a-move", "'%s' is not a move: write a3 or pass."),
    /** A move once the game is over; the ending's sentence. */
    GAME_OVER("game-over", "The game is over: %s."),
    /** A move while the roll is to come; the side's title. */
    ROLL_FIRST("roll-first", "%s rolls first: there is no roll to move by."),
    /** A move the roll does not allow; the move and the roll. */
    ILLEGAL_MOVE("illegal-move", "%s is not a move the roll of %d allows."),
    /** A roll while a move (or nothing) is due. */
    NO_ROLL_DUE("no-roll-due", "No roll is due."),
    /** A roll that is not a face of the die; the text. */
    NOT_A_ROLL("not-a-roll", "'%s' is not a roll: 0, 1, 2 or 3.");

    private final String code;
    private final String template;

    RaceRefusal(String code, String template) {
        this.code = code;
        this.template = template;
    }

    @Override
    public String code() {
        return code;
    }

    @Override
    public String template() {
        return template;
    }
}
