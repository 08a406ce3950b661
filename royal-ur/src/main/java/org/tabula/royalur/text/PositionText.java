package org.tabula.royalur.text;

import java.util.List;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
import org.tabula.notation.Line;
import org.tabula.notation.Lines;
import org.tabula.royalur.Position;
import org.tabula.royalur.PositionCode;
import org.tabula.royalur.UrSide;
import org.tabula.royalur.rules.Squares;

/**
 * A position to and from its one line of text: it builds the {@link Position} or says which {@link PositionCode}
 * stops it and at which column.
 *
 * <p>Written as Game::RoyalUr::Engine's {@code to_string} writes it, six fields ({@code 4xx2/8/4xx2 l 7 0 7 0}; see
 * {@link PositionCheck}), and then, only when there is one or the other, two fields of Tabula's for what the
 * Engine's position does not hold: the roll standing ({@code -} for none) and the turns played
 * ({@code 4xx2/3l4/4xx2 d 6 0 7 0 - 1}). They keep a game read from its position the game that wrote it (its roll,
 * and the number of a seeded game's next throw).
 *
 * <p>Today's earlier form, eight fields with a {@code .} for each empty square
 * ({@code ....xx../......../....xx.. l - 7 0 7 0 0}), is still read, since records written before use it in their
 * {@code [position ...]} line; it is written the Engine's way.
 */
public final class PositionText {

    /** The longest a position can be written. */
    public static final int MAX_LENGTH = 64;

    private PositionText() {
    }

    /** What reading a text gave: a position, or the code, column and reason it is not one. */
    public record Reading(Position position, PositionCode code, int column, String reason) {

        static Reading ok(Position position) {
            return new Reading(position, PositionCode.POS_OK, 0, "");
        }

        static Reading fail(PositionCode code, int column, String reason) {
            return new Reading(null, code, column, reason);
        }

        /** The position, or a {@link TextFormatException} at line 1 and the column. */
        public Position orThrow() {
            if (position == null) {
                throw TextFormatException.at(new TextLocation(1, Math.max(1, column)), reason + " ("
                        + code.name() + ")");
            }
            return position;
        }
    }

    /**
     * Reads a position in any form this class reads; never throws for any string, null included. The column of a
     * failure is one on the text's first line (or just past it), since a text broken over lines is no position,
     * counted in characters (code points) as notation-common's {@link Line} counts them.
     */
    public static Reading read(String text) {
        Reading reading = readAnyForm(text);
        if (reading.position() != null || text == null) {
            return reading;
        }
        // The readers give a char offset plus one; the first line ends where Lines.split ends it (\n, \r\n or \r).
        List<Line> lines = Lines.split(text);
        String first = lines.isEmpty() ? "" : lines.get(0).text();
        int offset = Math.min(Math.max(reading.column(), 1) - 1, first.length());
        return Reading.fail(reading.code(), first.codePointCount(0, offset) + 1, reading.reason());
    }

    private static Reading readAnyForm(String text) {
        if (text == null) {
            return Reading.fail(PositionCode.POS_NULL, 1, PositionCode.POS_NULL.meaning());
        }
        if (text.length() > MAX_LENGTH) {
            return Reading.fail(PositionCode.POS_LONG, MAX_LENGTH + 1, "a position is at most " + MAX_LENGTH
                    + " characters, and this is " + text.length());
        }
        int boardEnd = text.indexOf(' ');
        if (text.substring(0, boardEnd < 0 ? text.length() : boardEnd).indexOf('.') >= 0) {
            return readLine(text);
        }
        int sixth = -1;
        for (int spaces = 0; spaces < 6; spaces++) {
            sixth = text.indexOf(' ', sixth + 1);
            if (sixth < 0) {
                break;
            }
        }
        if (sixth < 0) {
            return readEngineForm(text);
        }
        Reading engines = readEngineForm(text.substring(0, sixth));
        if (engines.position() == null) {
            return engines;
        }
        return withRollAndTurns(engines.position(), text.substring(sixth + 1), sixth + 2);
    }

    /** The two fields of Tabula's after the Engine's six: the roll standing or {@code -}, and the turns played. */
    private static Reading withRollAndTurns(Position position, String extra, int column) {
        String[] fields = extra.split(" ", -1);
        if (fields.length != 2) {
            return Reading.fail(PositionCode.POS_FIELD, column, "after the six fields of a position come two or"
                    + " none: the roll standing or -, and the turns played");
        }
        int roll = fields[0].equals("-") ? 0 : digit(fields[0], 1);
        if (roll < 0) {
            return Reading.fail(PositionCode.POS_COUNT, column, "the roll standing is - or 1 to 9, not '" + fields[0]
                    + "'");
        }
        int ply = count(fields[1]);
        if (ply < 0) {
            return Reading.fail(PositionCode.POS_COUNT, column + fields[0].length() + 1, "the turns played are a"
                    + " number of at most nine digits without leading zeros, not '" + fields[1] + "'");
        }
        if (roll == 0 && ply == 0) {
            return Reading.fail(PositionCode.POS_FIELD, column, "with no roll standing and no turn played a"
                    + " position is its six fields alone");
        }
        return Reading.ok(new Position(position.light(), position.dark(), position.turn(), roll, position.lightHand(),
                position.lightHome(), position.darkHand(), position.darkHome(), ply));
    }

    /**
     * Reads the six fields of Game::RoyalUr::Engine's {@code to_string}, exactly what
     * {@link PositionCheck#validate(String)} calls a position, in the same one pass: no roll standing, no turns
     * played. The column of a failure is a char offset plus one, as this class's other readers give it.
     */
    public static Reading readEngineForm(String text) {
        PositionCheck.Scan scan = PositionCheck.scan(text);
        if (scan.position() == null) {
            int column = text == null ? 1 : text.offsetByCodePoints(0, Math.min(scan.at(),
                    text.codePointCount(0, text.length()))) + 1;
            return Reading.fail(scan.code(), column, scan.code().meaning());
        }
        return Reading.ok(scan.position());
    }

    /** Today's earlier form, eight fields with a {@code .} for each empty square; read, no longer written. */
    private static Reading readLine(String text) {
        // Null and length were checked once, in readAnyForm, for every form.
        String[] fields = text.split(" ", -1);
        int[] starts = new int[fields.length];
        for (int i = 1; i < fields.length; i++) {
            starts[i] = starts[i - 1] + fields[i - 1].length() + 1;
        }
        if (fields.length != 8) {
            return Reading.fail(PositionCode.POS_FIELD, 1, "a position is eight fields separated by single spaces,"
                    + " and this has " + fields.length);
        }
        for (int i = 0; i < fields.length; i++) {
            if (fields[i].isEmpty()) {
                return Reading.fail(PositionCode.POS_FIELD, starts[i] + 1, "field " + (i + 1) + " is empty: fields"
                        + " are separated by single spaces");
            }
        }
        String[] rows = fields[0].split("/", -1);
        if (rows.length != Squares.ROWS) {
            return Reading.fail(PositionCode.POS_ROWS, 1, "the board is three rows separated by /, not "
                    + rows.length);
        }
        int offset = 0;
        for (String row : rows) {
            if (row.length() != Squares.FILES) {
                return Reading.fail(PositionCode.POS_WIDTH, offset + 1, "a row is eight characters, and this is "
                        + row.length());
            }
            offset += row.length() + 1;
        }
        for (int i = 0; i < fields[0].length(); i++) {
            char c = fields[0].charAt(i);
            if (c != 'l' && c != 'd' && c != '.' && c != 'x' && c != '/') {
                return Reading.fail(PositionCode.POS_LETTER, i + 1, "'" + c + "' is not a square: l, d, . or x");
            }
        }
        int light = 0;
        int dark = 0;
        for (int pass = 0; pass < 2; pass++) {
            for (int r = 0; r < Squares.ROWS; r++) {
                for (int file = 0; file < Squares.FILES; file++) {
                    char c = rows[r].charAt(file);
                    int cell = Squares.cell(file, Squares.ROWS - r);
                    int column = r * (Squares.FILES + 1) + file + 1;
                    if (pass == 0 && Squares.isGap(cell) && c != 'x') {
                        return Reading.fail(PositionCode.POS_GAP, column, Squares.name(cell)
                                + " is in the gap, written x, not '" + c + "'");
                    }
                    if (pass == 1 && !Squares.isGap(cell) && c == 'x') {
                        return Reading.fail(PositionCode.POS_X, column, Squares.name(cell)
                                + " is a square: x stands only in the gap");
                    }
                    if (pass == 1) {
                        light |= c == 'l' ? 1 << cell : 0;
                        dark |= c == 'd' ? 1 << cell : 0;
                    }
                }
            }
        }
        UrSide turn = fields[1].length() == 1 ? UrSide.ofLetter(fields[1].charAt(0)) : null;
        if (turn == null) {
            return Reading.fail(PositionCode.POS_SIDE, starts[1] + 1, "the side to move is l or d, not '"
                    + fields[1] + "'");
        }
        int roll = fields[2].equals("-") ? 0 : digit(fields[2], 1);
        if (roll < 0) {
            return Reading.fail(PositionCode.POS_COUNT, starts[2] + 1, "the roll is - (a roll is due) or 1 to 9, not '"
                    + fields[2] + "'");
        }
        int[] counts = new int[4];
        for (int i = 0; i < 4; i++) {
            counts[i] = digit(fields[3 + i], 0);
            if (counts[i] < 0) {
                return Reading.fail(PositionCode.POS_COUNT, starts[3 + i] + 1, "a count of pieces is one digit, not '"
                        + fields[3 + i] + "'");
            }
        }
        int lightPieces = counts[0] + counts[1] + Integer.bitCount(light);
        int darkPieces = counts[2] + counts[3] + Integer.bitCount(dark);
        if (lightPieces != darkPieces || lightPieces < 1 || lightPieces > 9) {
            return Reading.fail(PositionCode.POS_COUNT, starts[3] + 1, "each side has the same number of pieces, 1 to"
                    + " 9, and light has " + lightPieces + ", dark " + darkPieces);
        }
        boolean lightDone = counts[1] == lightPieces;
        boolean darkDone = counts[3] == darkPieces;
        if (lightDone && darkDone) {
            return Reading.fail(PositionCode.POS_COUNT, starts[4] + 1, "both sides have every piece home");
        }
        if ((lightDone || darkDone) && roll != 0) {
            return Reading.fail(PositionCode.POS_COUNT, starts[2] + 1, "a roll stands in a game already won");
        }
        int ply = count(fields[7]);
        if (ply < 0) {
            return Reading.fail(PositionCode.POS_COUNT, starts[7] + 1, "the turns played are a number of at most nine"
                    + " digits without leading zeros, not '" + fields[7] + "'");
        }
        return Reading.ok(new Position(light, dark, turn, roll, counts[0], counts[1], counts[2], counts[3], ply));
    }

    private static int digit(String text, int least) {
        return text.length() == 1 && text.charAt(0) >= '0' + least && text.charAt(0) <= '9' ? text.charAt(0) - '0'
                : -1;
    }

    /** A count of at most nine digits without leading zeros, or -1. */
    public static int count(String text) {
        if (text.isEmpty() || text.length() > 9 || (text.length() > 1 && text.charAt(0) == '0')) {
            return -1;
        }
        int value = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }
}
