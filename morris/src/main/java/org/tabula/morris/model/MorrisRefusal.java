package org.tabula.morris.model;

import org.tabula.engine.refusal.NamedReason;

/**
 * Why a morris game refused a move (what a match refuses beside moves, and a move after the end, are api's
 * {@link org.tabula.api.MatchRefusal}): each reason with its stable code and the sentence it says.
 *
 * <p>The sentence is a template filled with the points, sides and moves concerned, so a person is told exactly
 * what was wrong ("d2 is already taken."). The code never changes, so a program can act on it.
 */
public enum MorrisRefusal implements NamedReason {

    /** The text is not a move, or names a point that does not exist; the arguments are the text and why. */
    NOT_A_MOVE("'%s' is not a move: %s."),
    /** The point moved or placed onto holds a man; the argument is the point. */
    POINT_TAKEN("%s is already taken."),
    /** The point moved from holds no man of the side to move; the arguments are the side and the point. */
    NO_MAN_OF_YOURS("%s has no man on %s."),
    /** The man moved is not flying and the points are not joined by a line; the arguments are the two points. */
    NOT_A_NEIGHBOUR("%s is not next to %s: a man that does not fly moves along a line to the"
            + " next point."),
    /** The move closes a mill but names no man to take; the arguments are the move, the enemy, an example. */
    MILL_NEEDS_CAPTURE("%s closes a mill: name the %s man it takes, such as %s."),
    /** The move names a man to take but closes no mill; the argument is the move without its capture. */
    NO_MILL_CLOSED("%s closes no mill, so it takes no man."),
    /** The man named to take is not an enemy man; the arguments are the enemy and the point. */
    NOT_OPPONENTS_MAN("There is no %s man on %s to take."),
    /** The man named stands in a mill while others stand outside one; the arguments: enemy, point, Enemy. */
    MAN_IN_MILL("The %s man on %s stands in a mill, and %s has men that do not."),
    /** The move closes a mill and names a man, but the enemy has no man on the board; the arguments: Enemy, move. */
    NOTHING_TO_TAKE("%s has no man on the board to take, so %s takes nothing."),
    /** The move closes a mill that takes no man under the game's rules; the arguments are the move and why. */
    MILL_TAKES_NOTHING("%s takes no man: %s."),
    /** A man is moved while the side still has men in hand; the arguments are the side and the point. */
    MUST_PLACE("%s still has men in hand: place one on an empty point instead of moving from %s."),
    /** A man is placed while the side has none in hand; the arguments are the side and the point. */
    MUST_MOVE("%s has no men in hand: move a man instead of placing one on %s.");

    private final String template;

    MorrisRefusal(String template) {
        this.template = template;
    }

    @Override
    public String template() {
        return template;
    }
}
