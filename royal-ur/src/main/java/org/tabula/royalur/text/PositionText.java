package org.tabula.royalur.text;

import java.util.List;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
import org.tabula.notation.Line;
import org.tabula.notation.Lines;
import org.tabula.royalur.model.Position;
import org.tabula.royalur.model.PositionCode;

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
 * <p>Tabula's earlier form, eight fields with a {@code .} for each empty square
 * ({@code ....xx../......../....xx.. l - 7 0 7 0 0}), is still read, since records Tabula saved before (a game
 * begun from a position) hold it in their {@code [position ...]} line; it is read by the same one scan,
 * {@link PositionCheck#scan(String, boolean)}, with the same codes, and written the Engine's way.
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
            return readDotted(text);
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

    /** Tabula's earlier form, a {@code .} for each empty square; read by the one scan, no longer written. */
    private static Reading readDotted(String text) {
        // Null and length were checked once, in readAnyForm, for every form.
        PositionCheck.Scan scan = PositionCheck.scan(text, true);
        if (scan.position() == null) {
            int column = text.offsetByCodePoints(0, Math.min(scan.at(), text.codePointCount(0, text.length()))) + 1;
            return Reading.fail(scan.code(), column, scan.code().meaning());
        }
        return Reading.ok(scan.position());
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
