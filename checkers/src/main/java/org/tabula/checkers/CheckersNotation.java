package org.tabula.checkers;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
import org.tabula.checkers.model.Board;
import org.tabula.checkers.model.CheckersMove;
import org.tabula.checkers.model.Colour;
import org.tabula.checkers.model.ParsedMove;
import org.tabula.checkers.model.PdnGame;
import org.tabula.checkers.model.Position;
import org.tabula.checkers.text.Fen;
import org.tabula.checkers.text.MoveText;
import org.tabula.checkers.text.Pdn;
import org.tabula.checkers.text.PositionCounts;
import org.tabula.notation.Line;
import org.tabula.notation.Lines;
import org.tabula.notation.NotationErrors;
import org.tabula.notation.Token;

/**
 * Checkers moves, positions and games as text: three notations, all of them text and none of them aware of the
 * rules.
 *
 * <p>Nothing here decides whether a move is legal: that is {@link CheckersGame#play(String)}, which resolves a
 * parsed move against the legal list and is the only thing that can, because {@code 23x7} names one sequence
 * in one position and two in another.
 *
 * <p><b>Moves</b> are standard numeric notation: a simple move is {@code 11-15}, a jump is {@code 23x14x7}, the
 * whole path; the short form {@code 23x7} is read but never written. A square may also be written by its
 * algebraic name, {@code f6-e5} and {@code c3xe5xg7}, which is what a board drawn with files and ranks shows; the
 * two spellings do not mix inside one move. Numeric notation is what PDN stores, so {@link #formatMove} writes
 * it and {@link #formatCoordMove} is the display form.
 *
 * <p><b>FEN</b>: a position and the side to move, as {@code B:W21,22,23:B1,2,K3}: the side to move, then the
 * white pieces, then the black, with {@code K} marking a king, squares in ascending order within each colour so
 * the string is stable and two positions compare as strings. A FEN is a position, not a game: it carries neither
 * the repetition history nor the no-progress count, and both decide draws, so a game restored from a FEN alone
 * can reach a different verdict than the game it came from. The game's position text
 * ({@link #formatPosition(Position)}) adds the no-progress count and the plies played; PDN is the text for a game.
 *
 * <p><b>PDN</b>: the seven standard tags, then the movetext, then a result token. Comments in braces and after a
 * semicolon are read and dropped; a comment is never written.
 */
public final class CheckersNotation {

    private CheckersNotation() {
    }

    /**
     * A game's text in a text holding several, and the line it begins on there.
     *
     * @param line the line of the whole text the game begins on, from 1
     * @param text the game's lines, each ending in {@code \n}
     */
    public record PdnSource(int line, String text) {

        /** Checks the line and that there is text. */
        public PdnSource {
            if (line < 1) {
                throw new IllegalArgumentException("lines count from 1: " + line);
            }
            Objects.requireNonNull(text, "text");
        }
    }

    // ---------------------------------------------------------------------------------------------- moves

    /**
     * Reads one move ({@code parse_move}): its squares as numbers whichever spelling was given, or empty when the
     * string is not a move. White space is ignored, and {@code x} and a file letter may be upper case. A square
     * outside 1 to 32, a name that is not a playing square, the same square twice in a row, or the two spellings
     * in one move, is not a move; nor is a square number with a leading zero, a step ({@code -}) naming more than
     * two squares, or {@code -} and {@code x} in one move. Never throws, {@code null} included.
     */
    public static Optional<ParsedMove> parseMove(String text) {
        return MoveText.parse(text);
    }

    /** The numeric notation of a move ({@code format_move}): {@code 11-15}, {@code 23x14x7}. */
    public static String formatMove(CheckersMove move) {
        return move.text();
    }

    /** The numeric notation of a move as {@link #parseMove(String)} returns it: {@code 23x7} stays short. */
    public static String formatMove(ParsedMove move) {
        return move.text();
    }

    /** The same move with its squares named by file and rank ({@code format_coord_move}): {@code e3xc5xe7}. */
    public static String formatCoordMove(CheckersMove move) {
        return move.coordText();
    }

    /** A move as {@link #parseMove(String)} returns it, its squares named by file and rank. */
    public static String formatCoordMove(ParsedMove move) {
        return move.coordText();
    }

    // ----------------------------------------------------------------------------------------- positions

    /** The FEN for a board and the side to move ({@code fen_from_position}): {@code B:W21,22,23:B1,2,K3}. */
    public static String fenFromPosition(Board board, Colour turn) {
        return Fen.write(Objects.requireNonNull(board, "board"), Objects.requireNonNull(turn, "turn"));
    }

    /**
     * The board and side to move of a FEN ({@code position_from_fen}), both counts 0. The two piece lists may
     * come in either order; a list may be empty; white space around the whole is ignored. Any number of pieces
     * of a colour is read, as a composed problem may have more than twelve.
     *
     * @throws TextFormatException naming the column, for a missing piece list, a square outside 1 to 32, the same
     *     square twice, or a colour other than {@code B} or {@code W}
     */
    public static Position positionFromFen(String fen) {
        return positionFromFen(fen, false);
    }

    /**
     * As {@link #positionFromFen(String)}; when {@code strict}, also refusing more than twelve pieces of a colour,
     * which an ordinary game cannot have.
     *
     * @throws TextFormatException naming the column, as {@link #positionFromFen(String)}, or for too many pieces
     */
    public static Position positionFromFen(String fen, boolean strict) {
        Objects.requireNonNull(fen, "fen");
        List<Line> lines = nonBlank(fen);
        if (lines.isEmpty()) {
            throw TextFormatException.at(new TextLocation(1, 1), "a FEN is missing: write one like"
                    + " B:W21,22,23:B1,2,K3");
        }
        if (lines.size() > 1) {
            throw NotationErrors.atStart(lines.get(1), "a FEN is one line");
        }
        Line line = lines.get(0);
        return Fen.read(line.text(), line.number(), 1, strict);
    }

    /**
     * The game's position text: the FEN, the plies since the last capture or man's move, and the plies played,
     * separated by spaces: {@code B:W21,22,23:B1,2,K3 0 0}.
     */
    public static String formatPosition(Position position) {
        return Fen.write(position.board(), position.turn()) + " " + position.noProgress() + " " + position.ply();
    }

    /**
     * Reads a position text: a FEN alone (both counts 0) or a FEN followed by the two counts, as
     * {@link #formatPosition(Position)} writes it. Any number of pieces of a colour is read.
     *
     * @throws TextFormatException naming the line and column of what is wrong
     */
    public static Position parsePosition(String text) {
        Objects.requireNonNull(text, "text");
        List<Line> lines = nonBlank(text);
        if (lines.isEmpty()) {
            throw TextFormatException.at(new TextLocation(1, 1), "a position is missing: write a FEN"
                    + " like B:W21,22,23:B1,2,K3, perhaps followed by the plies without progress and the plies played");
        }
        if (lines.size() > 1) {
            throw NotationErrors.atStart(lines.get(1), "a position is one line");
        }
        List<Token> fields = lines.get(0).tokens();
        Token fen = fields.get(0);
        Position position = Fen.read(fen.text(), fen.line(), fen.column(), false);
        if (fields.size() == 1) {
            return position;
        }
        if (fields.size() == 2) {
            throw NotationErrors.after(fields.get(1), "the plies played are missing after the plies without"
                    + " progress");
        }
        if (fields.size() > 3) {
            throw NotationErrors.at(fields.get(3), "a position is a FEN and two counts; '" + fields.get(3).text()
                    + "' is one too many");
        }
        int noProgress = PositionCounts.read(fields.get(1), "plies without progress");
        int ply = PositionCounts.read(fields.get(2), "plies played");
        return new Position(position.board(), position.turn(), noProgress, ply);
    }

    private static List<Line> nonBlank(String text) {
        List<Line> lines = new ArrayList<>();
        for (Line line : Lines.split(text)) {
            if (!line.isBlank()) {
                lines.add(line);
            }
        }
        return lines;
    }

    // -------------------------------------------------------------------------------------------- records

    /**
     * Reads one PDN game into its tags, moves and result ({@code parse_pdn}). Move numbers ({@code 1.},
     * {@code 12...}, also glued as in {@code 1.11-15}) are passed over; a move may be spread over tokens around
     * its {@code -} and {@code x}; comments are dropped. The result is the movetext's result token, else the
     * Result tag, else {@code *}. The moves are not checked against the rules here:
     * {@link CheckersProvider#readRecord} replays them and refuses the first that is illegal.
     *
     * @throws TextFormatException at the place, on a token that is neither a move number nor a move (naming the
     *     move by its place), anything after the result token, a result token that disagrees with the Result tag,
     *     a tag that is not {@code [Name "value"]} or comes twice, a comment never closed, or a second game
     * @throws NullPointerException when there is no text
     */
    public static PdnGame parsePdn(String text) {
        return Pdn.read(text).game();
    }

    /**
     * Writes a game as PDN ({@code format_pdn}): the seven standard tags in their usual order (Event, Site, Date,
     * Round, White, Black, Result) with {@code ?} for anything missing and the Result tag from the result, then
     * {@code FEN} and {@code SetUp} when present, then any other tags sorted by name, a blank line, then the
     * movetext wrapped at 79 columns and the result. Each move is written in numeric notation. Every line ends
     * with {@code \n}.
     *
     * @throws IllegalArgumentException naming the move by its place when one is not a move, or a tag that cannot
     *     be written
     */
    public static String formatPdn(PdnGame game) {
        return Pdn.write(Objects.requireNonNull(game, "game"));
    }

    /**
     * The games of a text holding several, such as a PDN database, each with the line it begins on: a game
     * begins at its first tag line, and a tag line after move text begins the next. Never throws for a string.
     */
    public static List<PdnSource> splitPdn(String text) {
        return Pdn.split(Objects.requireNonNull(text, "text"), PdnSource::new);
    }
}
