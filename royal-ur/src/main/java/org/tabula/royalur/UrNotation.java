package org.tabula.royalur;

import java.util.Objects;
import java.util.Optional;
import org.tabula.royalur.model.MoveError;
import org.tabula.royalur.model.ParsedMove;
import org.tabula.royalur.model.ParsedRecord;
import org.tabula.royalur.model.Place;
import org.tabula.royalur.model.Position;
import org.tabula.royalur.model.PositionCode;
import org.tabula.royalur.model.RecordError;
import org.tabula.royalur.model.Squares;
import org.tabula.royalur.model.UrMove;
import org.tabula.royalur.model.UrRecord;
import org.tabula.royalur.model.WireMove;
import org.tabula.royalur.text.PositionCheck;
import org.tabula.royalur.text.PositionText;
import org.tabula.royalur.text.RecordParser;
import org.tabula.royalur.text.RecordWriter;
import org.tabula.royalur.text.WireText;

/**
 * Moves, positions and game records of the Royal Game of Ur as text: the Java counterparts of the seed's
 * functions. Nothing here reads a board or keeps anything between calls.
 *
 * <p>A move three ways: the wire form {@code hand-b1} (two places, nothing else); the display form
 * {@code 3: a2-d2x*} (the roll, the wire form, {@code x} when it takes and {@code *} when it lands on a rosette);
 * and a turn lost, {@code 0: -}. Everything is written in lower case; the two words and the file letters are read
 * in either case, and nothing else is forgiven.
 *
 * <p>A record is a header ({@code [rules ...]}, {@code [first ...]}, optionally {@code [seed ...]} and
 * {@code [opening N]}) and then one turn a line, {@code N. l|d ROLL [FACES]: MOVE|-}, and optionally a last
 * {@code [result ...]}. It is checked for its numbering, its sides and its dice, not played; a record read and
 * written again is the same text, byte for byte.
 */
public final class UrNotation {

    private UrNotation() {
    }

    /** True for the name of one of the twenty squares, in lower case: {@code d2} is, {@code e1} and {@code D2} are not. */
    public static boolean squareOk(String name) {
        return name != null && name.length() == 2 && name.charAt(0) >= 'a' && name.charAt(0) <= 'h'
                && Squares.parse(name) >= 0;
    }

    /**
     * Reads a wire move, {@code hand-b1}, the words and file letters in either case. Never throws.
     *
     * @return the move, in lower case, or one of the error words: {@code empty} (no text), {@code shape} (not two
     *     places with one dash between them), {@code place} (one of the two is not a square, {@code hand} or
     *     {@code home}), {@code from_home} (a piece that has come home does not move again), {@code to_hand}
     *     (nothing moves to the hand)
     */
    public static ParsedMove parseMove(String text) {
        return WireText.parse(text);
    }

    /** The wire form of a move: {@code hand-b1}. */
    public static String formatMove(WireMove move) {
        return Objects.requireNonNull(move, "there is no move to write").text();
    }

    /**
     * The wire form of a game's move.
     *
     * @throws IllegalArgumentException for a turn lost, which has no wire form
     */
    public static String formatMove(UrMove move) {
        Objects.requireNonNull(move, "there is no move to write");
        return move.wire().map(WireMove::text).orElseThrow(() -> new IllegalArgumentException(
                "a turn lost has no wire form: " + formatDisplay(move)));
    }

    /** The display form, the roll and marks read from the move: {@code 3: a2-d2x*}, or {@code 0: -} for a turn lost. */
    public static String formatDisplay(UrMove move) {
        return formatDisplay(move, Objects.requireNonNull(move, "there is no move to write").roll());
    }

    /** The display form with a roll given instead of the move's own. */
    public static String formatDisplay(UrMove move, int roll) {
        return Objects.requireNonNull(move, "there is no move to write").text(roll);
    }

    /** A turn lost to a roll, in the display form: {@code 0: -}. */
    public static String formatForfeit(int roll) {
        return roll + ": -";
    }

    /**
     * {@link PositionCode#POS_OK} for a position in the form Game::RoyalUr::Engine's {@code to_string} writes
     * ({@code 4xx2/8/4xx2 l 7 0 7 0}), or the reason it is not one, as Game::RoyalUr::Notation's
     * {@code validate_position} answers: shape only, and no board built to say so. It agrees with the reader of
     * that form on every string; the two fields a game adds after the six (a roll standing, the turns played) are
     * Tabula's, and so {@code POS_FIELD} here. Never throws.
     */
    public static PositionCode validatePosition(String text) {
        return PositionCheck.validate(text);
    }

    /**
     * The position as one line: the six fields of Game::RoyalUr::Engine's {@code to_string}, then, when a roll
     * stands or turns were played, the roll ({@code -} for none) and the turns played.
     */
    public static String formatPosition(Position position) {
        return Objects.requireNonNull(position, "there is no position to write").toString();
    }

    /**
     * Reads a position as {@link #formatPosition(Position)} writes it, or in the earlier eight-field form with a
     * {@code .} for each empty square ({@code ....xx../......../....xx.. l - 7 0 7 0 0}), which records Tabula saved
     * before may hold; both through one scan with one set of codes. Shape only: whether a position fits a rule set
     * (the pieces a side has, a game won) is the game's question.
     *
     * @throws org.tabula.api.TextFormatException saying why, with its {@link PositionCode}, at line 1 and the column
     *     where the trouble is; never any other exception for a string, null included
     */
    public static Position parsePosition(String text) {
        return PositionText.read(text).orThrow();
    }

    /**
     * Reads a record, checking its numbering, its sides (after a move onto a rosette the same side moves again,
     * after anything else the other side does) and its dice (each roll one the rule set's dice make, the faces
     * making the roll, and with a seed each what the seed throws). It is not played. Only the canonical text is
     * read, so a record read and written again is the same text, byte for byte. Never throws.
     *
     * @return the record, or the first line that is wrong, counted from 1, and its {@link RecordError} word
     */
    public static ParsedRecord parseRecord(String text) {
        return RecordParser.parse(text);
    }

    /** The text of a record: each line ends with a newline. */
    public static String formatRecord(UrRecord record) {
        return RecordWriter.format(Objects.requireNonNull(record, "there is no record to write"));
    }
}
