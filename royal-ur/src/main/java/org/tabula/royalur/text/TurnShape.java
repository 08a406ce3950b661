package org.tabula.royalur.text;

import org.tabula.notation.Line;
import org.tabula.royalur.model.RecordError;
import org.tabula.royalur.model.UrSide;

/**
 * The fields of a record's turn line, {@code N. s R[ F]: M}, read for their shape alone: what they mean (the
 * number in order, the side to move, the throw, the move) {@link RecordParser} checks.
 *
 * @param number the turn's number
 * @param side the side letter read
 * @param roll the roll digit
 * @param faces the faces, or null when the line gives none
 * @param move the text after {@code ": "}
 * @param sideAt the index in the line of the side letter, plus one
 * @param moveAt the index in the line of the move, plus one
 */
record TurnShape(int number, UrSide side, int roll, String faces, String move, int sideAt, int moveAt) {

    /** Reads a line's fields, or throws a {@link LineProblem} {@code turn} at the line's start. */
    static TurnShape read(Line turnLine) {
        String line = turnLine.text();
        int i = 0;
        while (i < line.length() && Character.isDigit(line.charAt(i)) && line.charAt(i) <= '9') {
            i++;
        }
        int turnNumber = PositionText.count(line.substring(0, i));
        if (turnNumber < 0 || !line.startsWith(". ", i) || i + 4 > line.length() || line.charAt(i + 3) != ' ') {
            throw new LineProblem(turnLine.start(), RecordError.TURN);
        }
        UrSide side = UrSide.ofLetter(line.charAt(i + 2));
        char rollDigit = i + 4 < line.length() ? line.charAt(i + 4) : ' ';
        if (side == null || rollDigit < '0' || rollDigit > '9') {
            throw new LineProblem(turnLine.start(), RecordError.TURN);
        }
        int j = i + 5;
        String faces = null;
        if (j < line.length() && line.charAt(j) == ' ') {
            int k = j + 1;
            while (k < line.length() && (line.charAt(k) == '0' || line.charAt(k) == '1')) {
                k++;
            }
            if (k == j + 1) {
                throw new LineProblem(turnLine.start(), RecordError.TURN);
            }
            faces = line.substring(j + 1, k);
            j = k;
        }
        if (!line.startsWith(": ", j) || j + 2 >= line.length()) {
            throw new LineProblem(turnLine.start(), RecordError.TURN);
        }
        // Everything before the move is ASCII, read above, so an index there plus one is its column.
        return new TurnShape(turnNumber, side, rollDigit - '0', faces, line.substring(j + 2), i + 3, j + 3);
    }
}
