package org.tabula.xiangqi;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.tabula.api.MatchMarks;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
import org.tabula.notation.Header;
import org.tabula.notation.Lines;
import org.tabula.notation.NotationErrors;
import org.tabula.notation.NumberedMoves;
import org.tabula.notation.RecordReader;
import org.tabula.notation.RecordText;
import org.tabula.notation.Token;
import org.tabula.xiangqi.model.Colour;
import org.tabula.xiangqi.model.Position;
import org.tabula.xiangqi.model.PositionAccess;
import org.tabula.xiangqi.model.RecordedMove;
import org.tabula.xiangqi.model.Squares;
import org.tabula.xiangqi.model.XiangqiMove;
import org.tabula.xiangqi.text.Fen;
import org.tabula.xiangqi.text.Iccs;
import org.tabula.xiangqi.text.RecordKeywords;
import org.tabula.xiangqi.text.RecordLines;
import org.tabula.xiangqi.text.RecordReading;
import org.tabula.xiangqi.text.Wxf;

/**
 * Xiangqi moves, positions and whole games as text: ICCS coordinates, and WXF for the reader.
 *
 * <p>ICCS is what play takes and what a replay walks: a file letter {@code a} to {@code i} from Red's left and a
 * rank digit {@code 0} to {@code 9} from Red's own side, for the point left then the point reached, so a move is
 * four characters ({@code h2e2}) and means the same thing to both players. The log stores ICCS.
 *
 * <p>WXF ({@code C2.5}) is what the reader sees, and it is never parsed back: there is deliberately no
 * {@code moveOfWxf}. WXF is relative to the side that wrote it (files run 1 to 9 from the mover's own right), so
 * {@code C2.5} is a red cannon from the h file to the e file and equally a black cannon from the b file to the e
 * file; a log of WXF alone would be unreplayable the day its reader forgot who wrote a line. That is why
 * {@link #wxfOf(Position, XiangqiMove)} takes the board: the colour comes from the piece.
 *
 * <p>A position is a FEN ({@link #START_FEN}). A game is its moves in ICCS, numbered in pairs, each line carrying
 * the same moves in WXF after a {@code ;} (a comment, which reading drops): {@code 1. h2e2 h9g7 ; C2.5 H8+7}.
 * Before the moves stands a {@code fen} line when the game did not begin from the usual start; after them an
 * {@code offer} line when a draw offer stands and a {@code result} line when it was resigned, timed out or agreed
 * drawn. The provider's record puts tags first: the host's headers, PGN's {@code [Result "1-0"]} when the game is
 * over, and the options not at their defaults ({@code [RepetitionLimit "0"]}, see
 * {@link org.tabula.xiangqi.text.OptionTags}). Reading also takes PGN as the research collections write it: bracket
 * tags ({@code [FEN "..."]} read as the start, the option tags as the options, the others passed over here),
 * {@code {...}} comments, and a final {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *} passed over here
 * (the provider checks it and the {@code Result} tag against the ending, see
 * {@link org.tabula.xiangqi.text.ResultTag}).
 *
 * <p>Reading is lenient with case and white space; writing is canonical (lower-case ICCS, single spaces, every
 * line ending in {@code \n}), and a canonical text read and written again is the same text, byte for byte.
 * Whether a move is legal is not asked here.
 */
public final class XiangqiNotation {

    /** The way into positions' cells, taken once (PositionAccess.get checks its caller). */
    private static final PositionAccess ACCESS = PositionAccess.get();

    /** The FEN of the usual start, red to move. */
    public static final String START_FEN = Fen.START;
    /** The keyword of the line naming the position a game began from. */
    public static final String FEN = RecordKeywords.FEN;
    /** The keyword of the line naming the side whose draw offer stands. */
    public static final String OFFER = RecordKeywords.OFFER;
    /**
     * The keyword of the line naming the winner (or draw) and the reason of an ending the moves cannot show; a
     * line of its own, not PGN's bracket tag {@code [Result "1-0"]}, which says only who won.
     */
    public static final String RESULT = RecordKeywords.RESULT;

    private XiangqiNotation() {
    }

    // ------------------------------------------------------------------------------------------------- ICCS

    /**
     * A move as ICCS coordinates: the from point then the to point, file letter {@code a} to {@code i} and rank
     * digit {@code 0} to {@code 9}, always from Red's left and Red's end, such as {@code h2e2}. What the log
     * stores.
     *
     * @throws NullPointerException when there is no move
     */
    public static String iccsOf(XiangqiMove move) {
        return Objects.requireNonNull(move, "there is no move to write").text();
    }

    /**
     * The move an ICCS text names: exactly four characters naming two points on the board, letters in either
     * case. Empty for anything else ({@code null} included); it judges nothing else, so a well-formed move that is
     * illegal in the position still reads, since deciding that is the board's job. Never throws.
     */
    public static Optional<XiangqiMove> moveOfIccs(String text) {
        return XiangqiMove.parse(text);
    }

    /**
     * A move as a person types it: ICCS as {@link #moveOfIccs(String)} reads it, with white space around it
     * forgiven and the dash of ICCS's older form ({@code H2-E2}) too. Empty for anything else. Never throws.
     */
    public static Optional<XiangqiMove> parseMove(String text) {
        return Iccs.parse(text);
    }

    // -------------------------------------------------------------------------------------------------- WXF

    /**
     * The move in WXF notation, such as {@code C2.5}, for the reader. It needs the position because WXF names a
     * piece and a file rather than two points, the colour (and so the files' numbering) comes from the piece on
     * the from point, and two or more pieces of one kind on one file are written by their order from the front.
     * Empty when the from point holds nothing. The position's side to move is not asked.
     *
     * @throws NullPointerException when the position or the move is missing
     */
    public static Optional<String> wxfOf(Position position, XiangqiMove move) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(move, "move");
        return Wxf.write(square -> ACCESS.cell(position, square), move);
    }

    /**
     * The WXF file number of a board file for a side, which is not the same number for the two sides: files count
     * 1 to 9 from the mover's own right, so Red's file 1 (the i file) and Black's file 1 (the a file) are opposite
     * ends of the board.
     *
     * @param fileIndex the board file, 0 for {@code a} to 8 for {@code i}
     * @throws IllegalArgumentException when the file is not 0 to 8
     */
    public static int wxfFile(int fileIndex, Colour colour) {
        return Wxf.file(fileIndex, Objects.requireNonNull(colour, "colour"));
    }

    // ---------------------------------------------------------------------------------------------- positions

    /**
     * Reads a position from its FEN, such as {@link #START_FEN}. Lines after the first must be blank.
     *
     * @throws TextFormatException saying what is wrong and at which line and column, when the text is not a FEN
     *     or not a position a game could reach; never any other exception for a string
     * @throws NullPointerException when there is no text
     */
    public static Position parseFen(String text) {
        return Fen.parse(Objects.requireNonNull(text, "there is no text to read a position from"));
    }

    /** Writes a position as its FEN, all six fields, with no line break. */
    public static String formatFen(Position position) {
        return Fen.format(Objects.requireNonNull(position, "there is no position to write"));
    }

    // ---------------------------------------------------------------------------------------------- records

    /**
     * Reads the moves of a game in order, each with its text and place: move numbers, notes, comments, tags and
     * the {@code fen}, {@code offer} and {@code result} lines are passed over.
     *
     * @throws TextFormatException naming the move by its place in the game, its text, line and column, when it
     *     is not a move, or at the place of a comment or tag that is not closed
     * @throws NullPointerException when there is no text
     */
    public static List<RecordedMove> parseRecordMoves(String text) {
        return RecordReading.moves(RecordReading.read(text));
    }

    /**
     * The position a written game began from: its {@code fen} line or {@code [FEN "..."]} tag, or empty when it
     * has neither and so began from the usual start.
     *
     * @throws TextFormatException at its line and column when the FEN cannot be read, or when the start is given
     *     twice
     */
    public static Optional<Position> recordStart(String text) {
        return RecordReading.start(RecordReading.read(text));
    }

    /**
     * What a written game says beside its moves and its start, as its match's marks: its {@code offer} line (a
     * side) and its {@code result} line (the winner or {@code draw}, then {@code resign}, {@code timeout} or
     * {@code agreement}, read as the api's {@link org.tabula.api.PlayerEnding} result).
     *
     * @throws TextFormatException at its line and column when one of those lines cannot be read or comes twice
     */
    public static MatchMarks recordState(String text) {
        return RecordReading.marks(RecordReading.read(text));
    }

    /**
     * Where the line keyed by {@code keyword} ({@link #FEN}, {@link #OFFER} or {@link #RESULT}, in any case)
     * begins, the first such line when there are more; empty when there is none. Never throws for a string that
     * reads as a record.
     */
    public static Optional<TextLocation> headerLocation(String text, String keyword) {
        Objects.requireNonNull(keyword, "keyword");
        return RecordReading.read(text).headers(keyword).stream().findFirst()
                .map(header -> header.keyword().location());
    }

    /**
     * Writes a game: a {@code fen} line when {@code start} is not {@link Position#START}, the moves in ICCS
     * numbered in pairs from 1 ({@code 1... h7e7} first when the start has black to move), each line followed by
     * {@code ;} and its moves in WXF, then the {@code offer} and {@code result} lines when the marks have them.
     * The WXF is worked out by moving the pieces from the start, so a move from an empty point (which no game
     * plays) is written as {@code ?}.
     *
     * @throws IllegalArgumentException naming the move by its place when one is missing
     * @throws NullPointerException when the start, the moves or the marks are missing
     */
    public static String formatRecord(Position start, List<XiangqiMove> moves, MatchMarks marks) {
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(moves, "there are no moves to write");
        Objects.requireNonNull(marks, "marks");
        List<String> wxf = wxfOfMoves(start, moves);
        List<String> iccs = moves.stream().map(XiangqiMove::text).toList();
        List<String> lines = new ArrayList<>();
        if (!start.equals(Position.START)) {
            lines.add(FEN + " " + formatFen(start));
        }
        int next = 0;
        for (String line : NumberedMoves.pairs(iccs, start.turn() == Colour.BLACK)) {
            int count = line.split(" ").length - 1;
            lines.add(line + " ; " + String.join(" ", wxf.subList(next, next + count)));
            next += count;
        }
        marks.offer().ifPresent(side -> lines.add(OFFER + " " + RecordLines.offerText(side)));
        marks.ending().ifPresent(ending -> lines.add(RESULT + " " + RecordLines.resultText(ending)));
        return Lines.join(lines);
    }

    /**
     * The moves of a game in WXF, each written from the board it was played on, worked out by moving the pieces
     * from the start; a move from an empty point (which no game plays) is written {@code ?}.
     *
     * @throws IllegalArgumentException naming the move by its place when one is missing
     */
    public static List<String> wxfOfMoves(Position start, List<XiangqiMove> moves) {
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(moves, "there are no moves to write");
        List<String> wxf = new ArrayList<>(moves.size());
        int[] cells = ACCESS.cells(start);
        for (int i = 0; i < moves.size(); i++) {
            XiangqiMove move = moves.get(i);
            if (move == null) {
                throw new IllegalArgumentException("move " + (i + 1) + " is missing");
            }
            wxf.add(Wxf.write(square -> cells[square], move).orElse("?"));
            cells[move.to()] = cells[move.from()];
            cells[move.from()] = 0;
        }
        return Collections.unmodifiableList(wxf);
    }
}
