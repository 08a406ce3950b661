package org.tabula.xiangqi.text;

import java.util.List;
import java.util.Optional;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
import org.tabula.notation.PositionLine;
import org.tabula.notation.Counts;
import org.tabula.notation.Line;
import org.tabula.notation.Lines;
import org.tabula.notation.NotationErrors;
import org.tabula.notation.Token;
import org.tabula.xiangqi.model.Colour;
import org.tabula.xiangqi.model.Piece;
import org.tabula.xiangqi.model.PieceKind;
import org.tabula.xiangqi.model.Position;
import org.tabula.xiangqi.model.Squares;
import org.tabula.xiangqi.rules.PositionChecks;

/**
 * Positions to and from FEN, as xiangqi programs write it:
 * {@code rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1}.
 *
 * <p>The board from rank 9 (Black's back rank) down to rank 0, files a to i in each, a digit for a run of empty
 * points; red pieces in upper case, black in lower case. Then the side to move ({@code w} for red, as chess
 * writes it; {@code r} is read too), two {@code -} kept from chess, the plies since the last capture and the move
 * number. Reading forgives case in the side letter, {@code e}/{@code h} for elephant and horse, and a FEN cut
 * short after its side letter or after the two {@code -}; writing gives all six fields.
 */
public final class Fen {

    /** The FEN of the usual start, red to move. */
    public static final String START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    private Fen() {
    }

    public static Position parse(String text) {
        Line line = PositionLine.of(Lines.split(text));
        return read(line.tokens(), line.end());
    }

    /** Reads the fields of a FEN; {@code end} is where a missing board is reported. */
    public static Position read(List<Token> fields, TextLocation end) {
        if (fields.isEmpty()) {
            throw TextFormatException.at(end, "there is no position: expected a FEN such as "
                    + START);
        }
        Token board = fields.get(0);
        Piece[] pieces = board(board);
        if (fields.size() < 2) {
            throw NotationErrors.after(board, "the side to move (w for red, or b) is missing");
        }
        Token side = fields.get(1);
        Colour turn;
        if (side.is("w") || side.is("r")) {
            turn = Colour.RED;
        } else if (side.is("b")) {
            turn = Colour.BLACK;
        } else {
            throw NotationErrors.at(side, "the side to move is w (red) or b (black), not '" + side.text() + "'");
        }
        int next = 2;
        while (next < fields.size() && next < 4 && fields.get(next).text().equals("-")) {
            next++;
        }
        int noCapture = 0;
        int moveNumber = 1;
        if (next < fields.size()) {
            noCapture = Counts.read(fields.get(next), "plies since a capture", Position.MOST_PLIES);
            if (next + 1 >= fields.size()) {
                throw NotationErrors.after(fields.get(next), "the move number is missing after the plies since a"
                        + " capture");
            }
            moveNumber = Counts.read(fields.get(next + 1), "move number", Position.MOST_MOVE_NUMBER);
            if (moveNumber < 1) {
                throw NotationErrors.at(fields.get(next + 1), "moves are numbered from 1, not 0");
            }
            if (next + 2 < fields.size()) {
                Token extra = fields.get(next + 2);
                throw NotationErrors.at(extra, "a FEN ends with the move number; '" + extra.text()
                        + "' is one field too many");
            }
        }
        try {
            return PositionChecks.of(pieces, turn, noCapture, moveNumber);
        } catch (IllegalArgumentException e) {
            throw NotationErrors.at(board, "not a position a game could reach: " + e.getMessage());
        }
    }

    private static Piece[] board(Token board) {
        Piece[] pieces = new Piece[Squares.COUNT];
        String text = board.text();
        int rank = 9;
        int file = 0;
        int index = 0;
        for (int i = 0; i < text.length(); index++) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            if (c == '/') {
                if (file != Squares.FILES) {
                    throw TextFormatException.at(board.at(index), "rank " + rank + " has " + file
                            + " points, not 9");
                }
                if (rank == 0) {
                    throw TextFormatException.at(board.at(index), "the board has more than ten ranks");
                }
                rank--;
                file = 0;
            } else if (c >= '1' && c <= '9') {
                file += c - '0';
                if (file > Squares.FILES) {
                    throw TextFormatException.at(board.at(index), "rank " + rank + " has more than 9 points");
                }
            } else {
                Optional<PieceKind> kind = c < 128 ? PieceKind.ofFenLetter((char) c) : Optional.empty();
                if (kind.isEmpty()) {
                    throw TextFormatException.at(board.at(index), "'" + new String(Character.toChars(c))
                            + "' is not a piece: a piece is one of KABNRCP (red) or kabnrcp (black), a digit a run"
                            + " of empty points");
                }
                if (file == Squares.FILES) {
                    throw TextFormatException.at(board.at(index), "rank " + rank + " has more than 9 points");
                }
                pieces[Squares.of(file, rank)] = new Piece(c >= 'a' ? Colour.BLACK : Colour.RED, kind.get());
                file++;
            }
        }
        if (rank > 0) {
            throw NotationErrors.after(board, "the board has " + (10 - rank) + " ranks, not ten");
        }
        if (file != Squares.FILES) {
            throw NotationErrors.after(board, "rank 0 has " + file + " points, not 9");
        }
        return pieces;
    }

    /** A position's FEN, all six fields: the position's own text. */
    public static String format(Position position) {
        return position.toString();
    }
}
