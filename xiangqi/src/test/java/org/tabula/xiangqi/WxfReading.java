package org.tabula.xiangqi;

import java.util.Optional;
import org.tabula.xiangqi.model.Colour;
import org.tabula.xiangqi.model.Piece;
import org.tabula.xiangqi.model.PieceKind;
import org.tabula.xiangqi.model.Position;
import org.tabula.xiangqi.model.Squares;
import org.tabula.xiangqi.model.XiangqiMove;

/**
 * A test's own reading of WXF, following the seed's rules and docs/games/xiangqi.md's choice for soldiers in tandem
 * on two files word by word, to check that what the notation writes names the move it means. Deliberately not in the
 * engine: the engine has no WXF reader, and this one knows the colour only because the test tells it.
 *
 * <p>The first two characters name the piece: a letter and a file ({@code C2}), the only one of its kind on that
 * file; a letter and a sign ({@code C+}), the front or rear of the one file holding two; a number and a letter
 * ({@code 2P}), counted from the front on the one file holding three or more; a file and a sign ({@code 7+}), the
 * front or rear of the two on that file.
 */
final class WxfReading {

    private WxfReading() {
    }

    /** The move a WXF text names for a colour on a board. @throws IllegalArgumentException when it names none */
    static XiangqiMove square(Position position, String wxf, Colour colour) {
        if (wxf.length() != 4) {
            throw new IllegalArgumentException("not four characters: " + wxf);
        }
        char first = wxf.charAt(0);
        char second = wxf.charAt(1);
        char direction = wxf.charAt(2);
        int number = wxf.charAt(3) - '0';
        boolean sign = second == '+' || second == '-';
        int from;
        PieceKind kind;
        if (Character.isDigit(first) && !sign) {
            kind = kindOf(second);
            from = nthFromFront(position, colour, kind, fileHolding(position, colour, kind, 3), first - '0');
        } else if (Character.isDigit(first)) {
            kind = PieceKind.SOLDIER;
            from = frontOrRear(position, colour, kind, boardFile(first - '0', colour), second);
        } else if (sign) {
            kind = kindOf(first);
            from = frontOrRear(position, colour, kind, fileHolding(position, colour, kind, 2), second);
        } else {
            kind = kindOf(first);
            int file = boardFile(second - '0', colour);
            if (count(position, colour, kind, file) != 1) {
                throw new IllegalArgumentException(wxf + " names a file that does not hold one " + kind);
            }
            from = nthFromFront(position, colour, kind, file, 1);
        }
        int file = Squares.file(from);
        int rank = Squares.rank(from);
        int forward = colour == Colour.RED ? 1 : -1;
        int step = direction == '+' ? forward : direction == '-' ? -forward : 0;
        if (direction == '.') {
            return new XiangqiMove(from, Squares.of(boardFile(number, colour), rank));
        }
        switch (kind) {
            case CHARIOT, CANNON, GENERAL, SOLDIER -> {
                return new XiangqiMove(from, Squares.of(file, rank + step * number));
            }
            default -> {
                int toFile = boardFile(number, colour);
                int files = Math.abs(toFile - file);
                int ranks = kind == PieceKind.ADVISOR ? 1 : kind == PieceKind.ELEPHANT ? 2 : files == 1 ? 2 : 1;
                return new XiangqiMove(from, Squares.of(toFile, rank + step * ranks));
            }
        }
    }

    private static PieceKind kindOf(char letter) {
        for (PieceKind kind : PieceKind.values()) {
            if (kind.wxfLetter() == letter) {
                return kind;
            }
        }
        throw new IllegalArgumentException("no piece " + letter);
    }

    private static int boardFile(int wxfFile, Colour colour) {
        return colour == Colour.RED ? 9 - wxfFile : wxfFile - 1;
    }

    /** The front or rear one of exactly two on the file. */
    private static int frontOrRear(Position position, Colour colour, PieceKind kind, int file, char sign) {
        if (count(position, colour, kind, file) != 2) {
            throw new IllegalArgumentException("not two " + kind + "s on file " + file);
        }
        return nthFromFront(position, colour, kind, file, sign == '+' ? 1 : 2);
    }

    /**
     * The one file holding two (exactly) or three or more (at least) of the kind.
     *
     * @throws IllegalArgumentException when no file or more than one does, so the text would not say which
     */
    private static int fileHolding(Position position, Colour colour, PieceKind kind, int least) {
        int found = -1;
        for (int file = 0; file < 9; file++) {
            int count = count(position, colour, kind, file);
            if (least == 2 ? count == 2 : count >= least) {
                if (found >= 0) {
                    throw new IllegalArgumentException("two files hold " + least + " " + kind + "s");
                }
                found = file;
            }
        }
        if (found < 0) {
            throw new IllegalArgumentException("no file holds " + least + " " + kind + "s");
        }
        return found;
    }

    private static int count(Position position, Colour colour, PieceKind kind, int file) {
        int count = 0;
        for (int rank = 0; rank < 10; rank++) {
            if (position.at(Squares.of(file, rank)).equals(Optional.of(new Piece(colour, kind)))) {
                count++;
            }
        }
        return count;
    }

    /** The n-th piece of the kind on the file counted from the front (nearest the enemy), from 1. */
    private static int nthFromFront(Position position, Colour colour, PieceKind kind, int file, int n) {
        int seen = 0;
        for (int i = 0; i < 10; i++) {
            int rank = colour == Colour.RED ? 9 - i : i;
            int square = Squares.of(file, rank);
            if (position.at(square).equals(Optional.of(new Piece(colour, kind))) && ++seen == n) {
                return square;
            }
        }
        throw new IllegalArgumentException("no " + n + "th " + kind + " on file " + file);
    }
}
