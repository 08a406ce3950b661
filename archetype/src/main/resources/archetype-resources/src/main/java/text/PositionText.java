package ${package}.text;

import ${package}.rules.Board;
import java.util.List;
import org.tabula.notation.Lines;
import org.tabula.notation.NotationErrors;
import org.tabula.notation.PositionLine;
import org.tabula.notation.TextLimits;
import org.tabula.notation.Token;

/**
 * A position as one word, the ranks from the top down as FEN writes them: {@code x.o/.x./...} is a cross on a3
 * and b2 and a nought on c3. It carries the whole state: the side to move and the ply follow from the marks.
 */
public final class PositionText {

    private PositionText() {
    }

    /** The position text of a board. */
    public static String write(Board board) {
        String cells = board.cells();
        return cells.substring(6) + "/" + cells.substring(3, 6) + "/" + cells.substring(0, 3);
    }

    /**
     * The board a position text gives, in any case with blanks around it.
     *
     * @throws org.tabula.api.TextFormatException at the word that is wrong, as {@code reason at line:column}
     */
    public static Board read(String text) {
        List<Token> words = PositionLine.of(Lines.split(text, TextLimits.DEFAULT)).tokens();
        return read(words, words.get(0));
    }

    /**
     * The board the words give where they stand in a longer text (a record's {@code position} line).
     *
     * @param blamed the word an error is placed at when there is none
     * @throws org.tabula.api.TextFormatException at the word that is wrong
     */
    public static Board read(List<Token> words, Token blamed) {
        if (words.size() != 1) {
            throw NotationErrors.at(words.isEmpty() ? blamed : words.get(1),
                    "a position is one word, such as x.o/.x./...");
        }
        Token word = words.get(0);
        String rows = word.lowerCase();
        if (!rows.matches("[.xo]{3}/[.xo]{3}/[.xo]{3}")) {
            throw NotationErrors.at(word, "a position is three ranks of ., x or o from the top, such as x.o/.x./...");
        }
        try {
            return new Board(rows.substring(8) + rows.substring(4, 7) + rows.substring(0, 3));
        } catch (IllegalArgumentException impossible) {
            throw NotationErrors.at(word, impossible.getMessage());
        }
    }
}
