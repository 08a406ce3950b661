package org.tabula.checkers.model;

import org.tabula.engine.refusal.NamedReason;

/**
 * Why a checkers game refused a move: each reason with its stable code and the sentence it says. A move in a
 * finished game and an undo with nothing to take back are api's {@link org.tabula.api.MatchRefusal#GAME_OVER} and
 * {@link org.tabula.api.MatchRefusal#NOTHING_TO_UNDO}, the same in every game.
 *
 * <p>The sentence is a template filled with the squares, sides and moves concerned, so a person is told exactly
 * what was wrong ("Black has no piece on 14."). The code never changes, so a program can act on it.
 */
public enum CheckersRefusal implements NamedReason {

    /** The text is not a move; the arguments are the text and how to write one. */
    NOT_A_MOVE("'%s' is not a move: %s."),
    /** The square moved from holds no piece of the side to move; the arguments are the side and the square. */
    NO_PIECE_OF_YOURS("%s has no piece on %d."),
    /** A step while a jump is compulsory; the arguments are the side and a jump it has. */
    MUST_CAPTURE("A capture is compulsory: %s must jump, as in %s."),
    /** A jump stopped while it could go on; the arguments are the square it stopped on and a whole jump. */
    JUMP_NOT_FINISHED("A jump goes on while it can: from %d it can take again, as in %s."),
    /** A jump that goes on after a man is crowned; the arguments are the square and the move that ends there. */
    CROWNED_ENDS_MOVE("A man crowned on %d ends the move there: %s."),
    /** A jump the piece cannot make, though it must jump; the arguments are the move and the piece's jumps. */
    NO_SUCH_JUMP("The piece on %d has no jump %s: its jumps are %s."),
    /** A jump where no piece can take; the arguments are the side and the text. */
    NOTHING_TO_JUMP("%s has nothing to jump, so '%s' is no move."),
    /** A step to a square that is not a diagonal neighbour; the arguments are the two squares. */
    NOT_A_STEP("%d is not next to %d: a piece steps to a diagonal neighbour."),
    /** A step onto a piece; the argument is the square. */
    SQUARE_TAKEN("%d is taken."),
    /** A man stepping back; the arguments are the square it stands on and the square behind it. */
    MAN_MOVES_FORWARD("The man on %d moves only forward, not back to %d: only a king moves"
            + " both ways."),
    /** A short jump that fits more than one; the arguments are the text and every jump it fits. */
    AMBIGUOUS("'%s' names more than one jump: %s; write the squares between.");

    private final String template;

    CheckersRefusal(String template) {
        this.template = template;
    }

    @Override
    public String template() {
        return template;
    }
}
