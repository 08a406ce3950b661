package org.tabula.checkers;

import org.tabula.api.Move;

/**
 * What {@link CheckersGame#undo()} gives back when it takes back an agreed draw rather than a move: the agreement
 * is lifted, the offer stands again and every move stays played. Not a move of the board, so no game plays it.
 */
public enum DrawAgreement implements Move {

    /** The agreement taken back. */
    TAKEN_BACK;

    /** {@code draw agreement}, which a host can show as what was taken back. */
    @Override
    public String text() {
        return "draw agreement";
    }
}
