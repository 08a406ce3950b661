package org.tabula.dicerace.text;

import java.util.ArrayList;
import java.util.List;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
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
        List<Integer> m = state.men();
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
        lines.stream().skip(1).filter(line -> !line.isBlank()).findFirst().ifPresent(line -> {
            throw NotationErrors.at(line.firstToken().orElseThrow(), "a position is one line");
        });
        return read(lines.get(0).tokens(), lines.get(0).firstToken().orElseThrow());
    }

    /** The state four fields give in a longer text (a record's position line); none, and {@code blamed} is. */
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
        if (RaceState.sharedSquare(squares) > 0) {
            throw NotationErrors.at(men, "two men stand on square " + RaceState.sharedSquare(squares));
        }
        int turn = RaceState.SIDES.stream().map(side -> side.id()).toList().indexOf(fields.get(1).lowerCase());
        if (turn < 0) {
            throw NotationErrors.at(fields.get(1), "the side is light or dark, not '" + fields.get(1).text() + "'");
        }
        Token roll = fields.get(2);
        int rolled = RaceState.FACES.indexOf(roll.text());
        if (rolled < 0 && !roll.text().equals("-")) {
            throw NotationErrors.at(roll, "the roll is 0 to 3, or - when it is to come");
        }
        if (!fields.get(3).text().matches("[0-9]{1,6}")) {
            throw NotationErrors.at(fields.get(3), "the ply is a number below a million");
        }
        if (RaceState.winnerOf(squares) >= 0 && rolled >= 0) {
            throw NotationErrors.at(roll, "the game is over, so no roll stands");
        }
        return new RaceState(squares, turn, rolled, Integer.parseInt(fields.get(3).text()));
    }
}
