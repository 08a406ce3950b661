package org.tabula.notation;

import org.tabula.api.TextFormatException;

/**
 * The errors of a text that cannot be read, each naming where: at a token, just after one, at the end of a
 * line, or at a move named by its place in the game.
 */
public final class NotationErrors {

    private NotationErrors() {
    }

    /** What is wrong with a token, at its first character: {@code reason at line:column}. */
    public static TextFormatException at(Token token, String reason) {
        return TextFormatException.at(token.location(), reason);
    }

    /** Something missing just after a token, at the column past its end. */
    public static TextFormatException after(Token token, String reason) {
        return TextFormatException.at(token.end(), reason);
    }

    /** Something missing at the end of a line. */
    public static TextFormatException atEnd(Line line, String reason) {
        return TextFormatException.at(line.end(), reason);
    }

    /** Something wrong with a whole line, at its first column. */
    public static TextFormatException atStart(Line line, String reason) {
        return TextFormatException.at(line.start(), reason);
    }

    /**
     * A move that cannot be read, named by its place in the game counted from 1 and its text as written:
     * {@code move 3 (d9): reason at line:column}.
     */
    public static TextFormatException atMove(int place, Token move, String reason) {
        return TextFormatException.atMove(place, move.text(), move.location(), reason);
    }
}
