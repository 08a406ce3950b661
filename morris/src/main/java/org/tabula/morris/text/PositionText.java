package org.tabula.morris.text;

import java.util.List;
import java.util.Objects;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
import org.tabula.notation.PositionLine;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.Points;
import org.tabula.morris.model.Position;
import org.tabula.morris.rules.PositionCheck;
import org.tabula.notation.Counts;
import org.tabula.notation.Line;
import org.tabula.notation.Lines;
import org.tabula.notation.NotationErrors;
import org.tabula.notation.TextLimits;
import org.tabula.notation.Token;

/**
 * A morris position as its one line of six fields, read and written: the work behind
 * {@link org.tabula.morris.MorrisNotation#parsePosition(String)} and {@link
 * org.tabula.morris.MorrisNotation#formatPosition(Position)}.
 *
 * <p>The fields are read from tokens rather than from a string so that a record's {@code position} line, whose
 * tokens are already split, is read by the same code and its errors point into the record.
 */
public final class PositionText {

    private static final String[] COUNT_NAMES = {
        "white in hand", "black in hand", "plies since a mill", "plies played",
    };

    private PositionText() {
    }

    /**
     * The position a whole text holds on its first line; as {@link
     * org.tabula.morris.MorrisNotation#parsePosition(String)}.
     */
    public static Position parse(String text) {
        Objects.requireNonNull(text, "there is no text to read a position from");
        Line line = PositionLine.of(Lines.split(text, TextLimits.DEFAULT));
        return read(line.tokens(), line.end());
    }

    /** A position's canonical line; as {@link org.tabula.morris.MorrisNotation#formatPosition(Position)}. */
    public static String format(Position position) {
        Objects.requireNonNull(position, "there is no position to write");
        StringBuilder text = new StringBuilder(40);
        for (int point = 0; point < Points.COUNT; point++) {
            int cell = position.cell(point);
            text.append(cell > 0 ? Colour.WHITE.glyph() : cell < 0 ? Colour.BLACK.glyph() : '.');
        }
        text.append(' ').append(position.turn().letter())
                .append(' ').append(position.whiteInHand())
                .append(' ').append(position.blackInHand())
                .append(' ').append(position.noMill())
                .append(' ').append(position.ply());
        return text.toString();
    }

    /** Reads the six fields of a position; {@code end} is where a missing field is reported. */
    static Position read(List<Token> fields, TextLocation end) {
        if (fields.isEmpty()) {
            throw TextFormatException.at(end, "there is no position: expected the 24 points, the side to move,"
                    + " the men in each hand and two counts");
        }
        Token board = fields.get(0);
        int white = 0;
        int black = 0;
        int point = 0;
        for (int i = 0; i < board.text().length(); ) {
            int c = board.text().codePointAt(i);
            if (point == Points.COUNT) {
                throw TextFormatException.at(board.at(point), "the board has more than 24 points");
            }
            switch (c) {
                // Upper case only, as the seed's reader takes them.
                case 'W' -> white |= 1 << point;
                case 'B' -> black |= 1 << point;
                case '.' -> { }
                default -> throw TextFormatException.at(board.at(point), "'" + new String(Character.toChars(c))
                        + "' is not a point: a point is W for a white man, B for a black one or . for none");
            }
            point++;
            i += Character.charCount(c);
        }
        if (point < Points.COUNT) {
            throw NotationErrors.after(board, "the board has " + point + " points, not 24");
        }
        if (fields.size() < 2) {
            throw NotationErrors.after(board, "the side to move (w or b) is missing");
        }
        Token side = fields.get(1);
        Colour turn;
        // Lower case only: the seed's reader refuses W and B here.
        if (side.text().equals("w")) {
            turn = Colour.WHITE;
        } else if (side.text().equals("b")) {
            turn = Colour.BLACK;
        } else {
            throw NotationErrors.at(side, "the side to move is w or b, not '" + side.text() + "'");
        }
        int[] counts = new int[COUNT_NAMES.length];
        for (int c = 0; c < counts.length; c++) {
            if (fields.size() < 3 + c) {
                throw NotationErrors.after(fields.get(fields.size() - 1),
                        "the field '" + COUNT_NAMES[c] + "' is missing");
            }
            counts[c] = Counts.read(fields.get(2 + c), COUNT_NAMES[c]);
            if (counts[c] > Position.MAX_COUNT) {
                // A count at the top of an int would overflow on the game's next move.
                throw NotationErrors.at(fields.get(2 + c), "'" + COUNT_NAMES[c] + "' is at most "
                        + Position.MAX_COUNT + ", not " + counts[c]);
            }
        }
        if (fields.size() > 6) {
            throw NotationErrors.at(fields.get(6), "a position has six fields; '" + fields.get(6).text()
                    + "' is one too many");
        }
        checkMen(Colour.WHITE, Integer.bitCount(white), counts[0], board, fields.get(2));
        checkMen(Colour.BLACK, Integer.bitCount(black), counts[1], board, fields.get(3));
        Position position;
        try {
            position = new Position(white, black, turn, counts[0], counts[1], counts[2], counts[3]);
        } catch (IllegalArgumentException e) {
            // Every check Position makes is made above; this keeps the promise of no other exception.
            throw NotationErrors.at(board, "not a position: " + e.getMessage());
        }
        PositionCheck.problem(position).ifPresent(problem -> {
            throw NotationErrors.at(board, "not a position: " + problem);
        });
        return position;
    }

    private static void checkMen(Colour side, int onBoard, int inHand, Token board, Token hand) {
        if (onBoard > Position.MEN) {
            throw NotationErrors.at(board, side.word() + " has more than nine men: " + onBoard + " on the board");
        }
        if (onBoard + inHand > Position.MEN) {
            throw NotationErrors.at(hand, side.word() + " has more than nine men: " + onBoard
                    + " on the board and " + inHand + " in hand");
        }
    }
}
