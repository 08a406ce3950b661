package org.tabula.morris;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.Position;
import org.tabula.morris.model.RecordState;
import org.tabula.morris.model.RecordedMove;
import org.tabula.morris.text.MoveText;
import org.tabula.morris.text.PositionText;
import org.tabula.morris.text.RecordKeywords;
import org.tabula.morris.text.RecordReading;
import org.tabula.morris.text.RecordStateText;
import org.tabula.morris.text.RecordWriting;
import org.tabula.notation.TextLimits;

/**
 * Morris moves, positions and whole games as text.
 *
 * <p>A move is {@code d2} (a man placed), {@code d2-d3} (a man moved or flown), and either with {@code xa1} after
 * it when it closes a mill and takes the man on a1. A position is one line of six fields,
 * {@code W..........B............ w 8 8 0 2}: the 24 points in point order, the side to move, the men white and
 * black have yet to place, the plies since a mill was last closed and the plies played. A game is its moves
 * numbered in pairs, {@code 1. d2 f4}, after a {@code position} line when it did not begin from the empty board
 * and a {@code flying no} line when it is played without flying, and before an {@code offer} line when a draw
 * offer stands and a {@code result} line when it was resigned, timed out or agreed drawn.
 *
 * <p>Reading is lenient with white space, and with case in moves and keywords (not in a position's fields, which
 * the seed's reader takes in one case only); writing is canonical (lower-case moves, single spaces, every
 * line ending in {@code \n}), and a canonical text read and written again is the same text, byte for byte.
 * Whether a move is legal is not asked here.
 */
public final class MorrisNotation {

    /** The keyword of the line naming the position a game began from. */
    public static final String POSITION = RecordKeywords.POSITION;
    /** The keyword of the line saying whether a game is played with flying. */
    public static final String FLYING = RecordKeywords.FLYING;
    /** The keyword of the line naming the side whose draw offer stands. */
    public static final String OFFER = RecordKeywords.OFFER;
    /** The keyword of the line naming the winner (or draw) and the reason of an ending the moves cannot show. */
    public static final String RESULT = RecordKeywords.RESULT;

    // The work is done by one package-private class per kind of text (MoveText, PositionText, RecordReading,
    // RecordStateText, RecordWriting), so each reader can be read and changed alone; this class names the seed's
    // functions and keeps their promises in one place.

    private MorrisNotation() {
    }

    // ---------------------------------------------------------------------------------------------- moves

    /**
     * Reads a move: {@code d2}, {@code d2-d3}, {@code d2xa1} or {@code d2-d3xa1}, in any case, with white space
     * forgiven around the {@code -} and the {@code x} and around the whole. Empty for anything that is not a move,
     * including {@code null}, a name that is no point and a move that names the same point twice. Never throws,
     * so it can be handed whatever a player typed.
     */
    public static Optional<MorrisMove> parseMove(String text) {
        return MoveText.parse(text);
    }

    /**
     * Writes a move, lower case with no spaces: {@code d2}, {@code d2-d3}, {@code d2xa1}, {@code d2-d3xa1}. The
     * same as {@link MorrisMove#text()}.
     *
     * @throws NullPointerException when there is no move
     */
    public static String formatMove(MorrisMove move) {
        Objects.requireNonNull(move, "there is no move to write");
        return move.text();
    }

    // ------------------------------------------------------------------------------------------ positions

    /**
     * Reads a position: six fields on one line, separated by white space, such as
     * {@code W..........B............ w 8 8 0 2}. The board's characters are {@code W}, {@code B} and {@code .}
     * and the side letter {@code w} or {@code b}, in those cases only, as the seed's reader takes them. Lines
     * after the first must be blank.
     *
     * @throws TextFormatException saying what is wrong and at which line and column, when the text is not a
     *     position (one where the side to move could close a mill with no enemy man on the board to take is not:
     *     no game comes to one), gives a side more than nine men (on the board and
     *     in hand) or a count over
     *     {@link Position#MAX_COUNT}, or is longer than {@link TextLimits#DEFAULT} allows; never any other
     *     exception for a string
     * @throws NullPointerException when there is no text
     */
    public static Position parsePosition(String text) {
        return PositionText.parse(text);
    }

    /**
     * Writes a position as its canonical line: the 24 points ({@code W}, {@code B}, {@code .}), the side letter,
     * the men in each hand and the two counts, separated by single spaces, with no line break.
     *
     * @throws NullPointerException when there is no position
     */
    public static String formatPosition(Position position) {
        return PositionText.format(position);
    }

    // -------------------------------------------------------------------------------------------- records

    /**
     * Reads the moves of a game in the order they come, each with its text and place. Move numbers
     * ({@code 1.}, {@code 3...}, also glued as in {@code 1.d2}), a {@code ...} standing for a side's move left out
     * ({@code 1. ... d2}), line breaks ({@code \n}, {@code \r\n} or a lone {@code \r}), blank lines, notes (lines
     * beginning with {@code #}) and the {@code position}, {@code flying}, {@code offer} and {@code result} lines
     * are passed over. A move may be spread over tokens around its {@code -} and {@code x} ({@code d2 - d3}). A line
     * beginning with any other word is move text.
     *
     * @throws TextFormatException naming the move by its place in the game, its text, line and column, when it
     *     is not a move or is one more than {@link TextLimits#DEFAULT} allows; at the line and column, when the
     *     text or a line is longer than those limits allow
     * @throws NullPointerException when there is no text
     */
    public static List<RecordedMove> parseRecordMoves(String text) {
        return RecordReading.moves(RecordReading.read(text));
    }

    /**
     * Reads the moves of a game in the order they come, as {@link #parseRecordMoves(String)} does.
     *
     * @throws TextFormatException naming the move by its place when one cannot be read
     */
    public static List<MorrisMove> parseRecord(String text) {
        return parseRecordMoves(text).stream().map(RecordedMove::move).toList();
    }

    /**
     * The position a written game began from, or empty when it names none and so began from the empty board.
     *
     * @throws TextFormatException saying what is wrong, at its line and column, when the position line is not a
     *     position or comes twice
     */
    public static Optional<Position> recordPosition(String text) {
        return RecordReading.start(RecordReading.read(text));
    }

    /**
     * What a written game says beside its moves and its start: its {@code flying} line ({@code no} or
     * {@code yes}), its {@code offer} line (a side) and its {@code result} line (the winner or {@code draw}, then
     * {@code resign}, {@code timeout} or {@code agreement}), each empty when the game has none.
     *
     * @throws TextFormatException saying what is wrong, at its line and column, when one of those lines cannot
     *     be read or comes twice
     */
    public static RecordState recordState(String text) {
        return RecordStateText.read(RecordReading.read(text));
    }

    /**
     * Where the line keyed by {@code keyword} ({@link #POSITION}, {@link #FLYING}, {@link #OFFER} or
     * {@link #RESULT}, in any case) begins: the line and column of its keyword, the first such line when there
     * are more. Empty when the record has no such line. Notes are passed over as when reading. Never throws for a
     * string, so a game can name the line its own objection is about.
     */
    public static Optional<TextLocation> headerLocation(String text, String keyword) {
        return RecordReading.headerLocation(text, keyword);
    }

    /**
     * Writes a game: its {@code position} line when {@code start} is present and is not {@link Position#START},
     * its {@code flying no} line when the state says the game is played without flying, the moves numbered in
     * pairs from 1 ({@code 1... d2} first when the start has black to move), then its {@code offer} and
     * {@code result} lines when the state has them. Every line ends with {@code \n}; nothing at all is the empty
     * string.
     *
     * <p>A state that is not so cannot reach here: {@link RecordState} refuses a result other than api's
     * {@link org.tabula.api.PlayerEnding} results (resign or timeout with a winner, agreement without one).
     *
     * @throws IllegalArgumentException naming the move by its place when one is missing
     * @throws NullPointerException when the moves, the start or the state is missing
     */
    public static String formatRecord(List<MorrisMove> moves, Optional<Position> start, RecordState state) {
        return RecordWriting.fromMoves(moves, start, state);
    }

    /**
     * Writes a game from the moves' texts, each read as {@link #parseMove(String)} reads a move and written
     * canonically; otherwise as {@link #formatRecord(List, Optional, RecordState)}.
     *
     * <p>Named apart from {@code formatRecord} because a {@code List<String>} and a {@code List<MorrisMove>} are
     * one type to the virtual machine.
     *
     * @throws IllegalArgumentException naming the move by its place and text when one is not a move
     * @throws NullPointerException when the moves, the start or the state is missing
     */
    public static String formatRecordTexts(List<String> moves, Optional<Position> start, RecordState state) {
        return RecordWriting.fromTexts(moves, start, state);
    }
}
