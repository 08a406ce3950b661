package org.tabula.checkers.text;

import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
import org.tabula.checkers.model.Board;
import org.tabula.checkers.model.Colour;
import org.tabula.checkers.model.Diagonals;
import org.tabula.checkers.model.Position;
import org.tabula.checkers.model.Squares;

/**
 * Positions as FEN, {@code B:W21,22,23:B1,2,K3}: the side to move, then the white pieces, then the black, a
 * {@code K} before a king's square. The FEN part of {@link org.tabula.checkers.CheckersNotation}.
 *
 * <p>Written with the squares of each colour in ascending order, so that a position has one FEN and two
 * positions compare as strings. Read with the two lists in either order, each given once; any list may be empty,
 * and a run of squares may be given as a range, {@code W21-23}, as PDN 3.0 allows.
 */
public final class Fen {

    /** The most pieces of a colour an ordinary game has; strict reading refuses more. */
    public static final int MOST_PIECES = 12;

    private Fen() {
    }

    /** The FEN of a board and the side to move. */
    public static String write(Board board, Colour turn) {
        return turn.letter() + ":" + pieces(board);
    }

    /** The two piece lists, white first: {@code W21,22:B1,K3}. */
    public static String pieces(Board board) {
        return board.toString();
    }

    /**
     * Reads a FEN that stands at {@code column} of {@code line} in a larger text, white space around it ignored.
     *
     * @param strict whether to refuse more than twelve pieces of a colour
     * @throws TextFormatException at the place, for a missing piece list, a square outside 1 to 32, the same
     *     square twice, a colour other than {@code B} or {@code W}, or (when strict) more than twelve of a colour
     */
    public static Position read(String text, int line, int column, boolean strict) {
        Scanner scan = new Scanner(text, line, column);
        scan.skipSpace();
        Colour turn = scan.colour("the side to move");
        int[] pieces = new int[2];
        int kings = 0;
        boolean[] given = new boolean[2];
        for (int list = 0; list < 2; list++) {
            if (!scan.take(':')) {
                throw scan.error(list == 0 ? "a FEN has two piece lists after the side to move, and the first is"
                        + " missing" : "the " + scan.missingList(given) + " piece list is missing");
            }
            TextLocation at = scan.location();
            Colour colour = scan.colour("a piece list");
            if (given[colour.index()]) {
                throw TextFormatException.at(at, "the " + colour.word() + " pieces are listed twice");
            }
            given[colour.index()] = true;
            boolean first = true;
            while (scan.more() && scan.peek() != ':' && !scan.atSpace()) {
                if (!first && !scan.take(',')) {
                    throw scan.error("squares in a list are separated by commas");
                }
                first = false;
                TextLocation firstAt = scan.location();
                boolean king = scan.take('K');
                int low = scan.square();
                int high = low;
                // PDN 3.0 writes a run of squares as a range, W21-23, a K before it crowning each.
                if (scan.take('-')) {
                    TextLocation lastAt = scan.location();
                    high = scan.square();
                    if (high < low) {
                        throw TextFormatException.at(lastAt, "a range of squares runs upward, and " + high
                                + " is below " + low);
                    }
                }
                for (int square = low; square <= high; square++) {
                    int bit = Diagonals.bit(square);
                    if (((pieces[0] | pieces[1]) & bit) != 0) {
                        throw TextFormatException.at(firstAt, "square " + square + " is given twice");
                    }
                    pieces[colour.index()] |= bit;
                    if (king) {
                        kings |= bit;
                    }
                }
            }
            if (strict && Integer.bitCount(pieces[colour.index()]) > MOST_PIECES) {
                throw TextFormatException.at(at, colour.word() + " has " + Integer.bitCount(pieces[colour.index()])
                        + " pieces, more than the twelve an ordinary game has");
            }
        }
        scan.skipSpace();
        if (scan.more()) {
            throw scan.error("the FEN ends after its two piece lists, but '" + scan.rest() + "' follows");
        }
        return Position.of(Board.of(pieces[0], pieces[1], kings), turn);
    }

    /** Reads a FEN character by character, knowing the place of each. */
    private static final class Scanner {
        private final String text;
        private final int line;
        private final int column;
        private int index;

        Scanner(String text, int line, int column) {
            this.text = text;
            this.line = line;
            this.column = column;
        }

        boolean more() {
            return index < text.length();
        }

        char peek() {
            return text.charAt(index);
        }

        boolean atSpace() {
            return Character.isWhitespace(text.charAt(index));
        }

        void skipSpace() {
            while (more() && atSpace()) {
                index++;
            }
        }

        boolean take(char c) {
            if (more() && peek() == c) {
                index++;
                return true;
            }
            return false;
        }

        TextLocation location() {
            return new TextLocation(line, column + text.codePointCount(0, index));
        }

        TextFormatException error(String reason) {
            return TextFormatException.at(location(), reason);
        }

        String rest() {
            return text.substring(index).strip();
        }

        Colour colour(String what) {
            if (take('B')) {
                return Colour.BLACK;
            }
            if (take('W')) {
                return Colour.WHITE;
            }
            throw error(what + " begins with the colour B or W, not "
                    + (more() ? "'" + new String(Character.toChars(text.codePointAt(index))) + "'" : "nothing"));
        }

        String missingList(boolean[] given) {
            return given[Colour.BLACK.index()] ? "white" : "black";
        }

        /** A square number, 1 to 32. */
        int square() {
            int start = index;
            while (more() && peek() >= '0' && peek() <= '9') {
                index++;
            }
            if (start == index) {
                throw error("a square is a number from 1 to 32, not "
                        + (more() ? "'" + new String(Character.toChars(text.codePointAt(index))) + "'" : "nothing"));
            }
            String digits = text.substring(start, index);
            // Compared as text first, so that no number is too large to read.
            int square = digits.length() > 2 || digits.charAt(0) == '0' ? 0 : Integer.parseInt(digits);
            if (!Squares.isSquare(square)) {
                index = start;
                throw error("there is no square " + digits + ": squares are 1 to 32");
            }
            return square;
        }
    }
}
