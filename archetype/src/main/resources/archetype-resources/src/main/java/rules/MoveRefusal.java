package ${package}.rules;

import org.tabula.engine.refusal.NamedReason;

/**
 * Why a move was refused: the code is the constant's name ({@code SQUARE_TAKEN} is {@code square-taken}), the
 * argument of each sentence is in its Javadoc. A move after the end is api's {@code game-over}, as in every game.
 */
public enum MoveRefusal implements NamedReason {

    /** Text that names no square; the text. */
    NOT_A_MOVE("'%s' is not a move: name a square, a1 to c3."),
    /** A square already marked; the square. */
    SQUARE_TAKEN("%s is taken: mark a free square.");

    private final String template;

    MoveRefusal(String template) {
        this.template = template;
    }

    @Override
    public String template() {
        return template;
    }
}
