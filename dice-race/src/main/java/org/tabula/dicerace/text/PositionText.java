package org.tabula.dicerace.text;

import java.util.ArrayList;
import java.util.List;
import org.tabula.api.Side;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
import org.tabula.dicerace.rules.Board;
import org.tabula.dicerace.rules.Die;
import org.tabula.dicerace.rules.RaceState;
import org.tabula.notation.Line;
import org.tabula.notation.Lines;
import org.tabula.notation.NotationErrors;
import org.tabula.notation.TextLimits;
import org.tabula.notation.Token;

/**
 * A dice race position as one line of text, {@code 0,3/5,7 light 2 12}: light's men a and b, then dark's, the
 * side to move, the roll standing ({@code -} while it is to come) and the ply. It carries the whole state, so the
 * game read from it is the game that wrote it.
 */
public final class PositionText {

    private PositionText() {
    }

    /** The position text of a state. */
    public static String write(RaceState state) {
        List<Integer> m = state.board().men();
        return m.get(0) + "," + m.get(1) + "/" + m.get(2) + "," + m.get(3) + " " + state.side() + " "
                + (state.roll() < 0 ? "-" : Integer.toString(state.roll())) + " " + state.ply();
    }

    /**
     * The state a position text gives.
     *
     * @throws TextFormatException at the field that is wrong, as {@code reason at line:column}
     */
    public static RaceState read(String text) {
        List<Line> lines = Lines.split(text, TextLimits.DEFAULT);
        if (lines.isEmpty() || lines.get(0).isBlank()) {
            throw TextFormatException.at(new TextLocation(1, 1), "there is no position");
        }
        for (Line line : lines.subList(1, lines.size())) {
            if (!line.isBlank()) {
                throw NotationErrors.at(line.firstToken().orElseThrow(), "a position is one line");
            }
        }
        return read(lines.get(0).tokens(), lines.get(0).firstToken().orElseThrow());
    }

    /**
     * The state four fields give, where they stand in a longer text (a record's {@code position} line).
     *
     * @param blamed the word an error is placed at when there is no field at all
     * @throws TextFormatException at the field that is wrong
     */
    public static RaceState read(List<Token> fields, Token blamed) {
        if (fields.size() != 4) {
            throw NotationErrors.at(fields.isEmpty() ? blamed : fields.get(Math.min(fields.size() - 1, 4)),
                    "a position has four fields, not " + fields.size());
        }
        Token men = fields.get(0);
        if (!men.text().matches("[0-7],[0-7]/[0-7],[0-7]")) {
            throw NotationErrors.at(men, "the men are written like 0,3/5,7");
        }
        List<Integer> squares = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            squares.add(men.text().charAt(i * 2) - '0');
        }
        if (Board.sharedSquare(squares) > 0) {
            throw NotationErrors.at(men, "two men stand on square " + Board.sharedSquare(squares));
        }
        int turn = side(fields.get(1));
        Token roll = fields.get(2);
        int rolled = roll.text().equals("-") ? -1 : Die.FACES.indexOf(roll.text());
        if (rolled < 0 && !roll.text().equals("-")) {
            throw NotationErrors.at(roll, "the roll is 0 to 3, or - when it is to come");
        }
        Token ply = fields.get(3);
        if (!ply.text().matches("[0-9]{1,6}")) {
            throw NotationErrors.at(ply, "the ply is a number below a million");
        }
        Board board = new Board(squares);
        if (board.winner() >= 0 && rolled >= 0) {
            throw NotationErrors.at(roll, "the game is over, so no roll stands");
        }
        return new RaceState(board, turn, rolled, Integer.parseInt(ply.text()));
    }

    /** The side a word names, 0 for light and 1 for dark, in any case. */
    static int side(Token word) {
        for (int side = 0; side < RaceState.SIDES.size(); side++) {
            Side named = RaceState.SIDES.get(side);
            if (word.is(named.id())) {
                return side;
            }
        }
        throw NotationErrors.at(word, "the side is light or dark, not '" + word.text() + "'");
    }
}
