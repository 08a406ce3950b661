package org.tabula.xiangqi.model;

import org.tabula.engine.refusal.NamedReason;

/**
 * Why a xiangqi game refused a move: each reason with its stable code and the sentence it says. A finished game
 * and an undo with nothing to take back are refused with the api's {@link org.tabula.api.MatchRefusal} codes, as
 * in every game.
 *
 * <p>The sentence is a template filled with the points, pieces and sides concerned, so a person is told exactly
 * what was wrong ("The horse on b0 is blocked at the leg on b1."). The code never changes, so a program can act
 * on it.
 */
public enum XiangqiRefusal implements NamedReason {

    /** The text is not a move; the arguments are the text and why. */
    NOT_A_MOVE("'%s' is not a move: %s."),
    /** The from point holds no piece of the side to move; the arguments are the side and the point. */
    NO_PIECE_OF_YOURS("%s has no piece on %s."),
    /** The to point holds a piece of the mover's own; the arguments are the move, the side and the point. */
    OWN_PIECE("%s would take %s's own piece on %s."),
    /**
     * The piece does not move that way at all; the arguments are the piece with its article, its point and the
     * point reached.
     */
    NOT_HOW_IT_MOVES("%s does not move from %s to %s."),
    /** A general or advisor would leave the palace; the arguments are the piece and the point. */
    OUT_OF_PALACE("The %s stays in its palace, and %s is outside it."),
    /** An elephant would cross the river; the argument is the point. */
    CROSSES_RIVER("An elephant never crosses the river, and %s is across it."),
    /** The elephant's eye is taken; the arguments are the elephant's point and the eye. */
    BLOCKED_EYE("The elephant on %s is blocked at the eye on %s."),
    /** The horse's leg is taken; the arguments are the horse's point and the leg. */
    BLOCKED_LEG("The horse on %s is blocked at the leg on %s."),
    /** A piece stands between; the arguments are the piece, its point, the point reached and the blocker. */
    PATH_BLOCKED("The %s on %s cannot reach %s: %s stands in the way."),
    /** A cannon takes without exactly one screen; the arguments are the points and the count between. */
    CANNON_SCREEN("A cannon takes by jumping exactly one piece, and between %s and %s there %s."),
    /** A soldier steps back or sideways where it may not; the arguments are the soldier's point and the point. */
    SOLDIER_STEP("A soldier steps forward, or sideways once across the river; %s to %s is"
            + " neither."),
    /** The generals would face each other on an open file; the argument is the move. */
    GENERALS_FACE("%s would leave the generals facing each other on an open file."),
    /** The mover's general would be in check; the arguments are the move and the side. */
    OWN_GENERAL_IN_CHECK("%s would leave %s's general in check.");

    private final String template;

    XiangqiRefusal(String template) {
        this.template = template;
    }

    @Override
    public String template() {
        return template;
    }
}
