package org.tabula.xiangqi;

/**
 * A test's own reading of WXF, following the seed's rules and the WXF's published convention for tandem
 * soldiers word by word, to check that what the notation writes names the square it means. Deliberately not in the engine: the engine has no WXF reader, and this one knows
 * the colour only because the test tells it.
 */
final class WxfReading {

    private WxfReading() {
    }

    /** The move a WXF text names for a colour on a board. @throws IllegalArgumentException when it names none */
    static XiangqiMove square(Position position, String wxf, Colour colour) {
        char first = wxf.charAt(0);
        char second = wxf.charAt(1);
        char direction = wxf.charAt(2);
        int number = wxf.charAt(3) - '0';
        boolean letter = !Character.isDigit(first) && first != '+' && first != '-';
        PieceKind kind = letter ? kindOf(first) : PieceKind.SOLDIER;
        int from;
        if (!letter && !Character.isDigit(first)) {
            // "++" and "--": the foremost and the rearmost of four or five on a file.
            int file = tandemFile(position, colour, kind);
            from = nthFromFront(position, colour, kind, file, first == '+' ? 1 : count(position, colour, kind, file));
        } else {
            // The file from the first character when it is a digit (soldiers in tandem on two files), else from
            // the second when that is a digit, else the one file holding two or more of the kind.
            int file = Character.isDigit(first) ? boardFile(first - '0', colour)
                    : Character.isDigit(second) ? boardFile(second - '0', colour)
                    : tandemFile(position, colour, kind);
            int n = count(position, colour, kind, file);
            // Of four or five, the plain signs are the second from each end; else the front and the rear.
            int inner = n >= 4 ? 1 : 0;
            int nth = second == '+' ? 1 + inner : second == '-' ? n - inner : (n + 1) / 2;
            from = nthFromFront(position, colour, kind, file, nth);
        }
        int file = Squares.file(from);
        int rank = Squares.rank(from);
        int forward = colour == Colour.RED ? 1 : -1;
        int sign = direction == '+' ? forward : direction == '-' ? -forward : 0;
        if (direction == '.') {
            return new XiangqiMove(from, Squares.of(boardFile(number, colour), rank));
        }
        switch (kind) {
            case CHARIOT, CANNON, GENERAL, SOLDIER -> {
                return new XiangqiMove(from, Squares.of(file, rank + sign * number));
            }
            default -> {
                int toFile = boardFile(number, colour);
                int files = Math.abs(toFile - file);
                int ranks = kind == PieceKind.ADVISOR ? 1 : kind == PieceKind.ELEPHANT ? 2 : files == 1 ? 2 : 1;
                return new XiangqiMove(from, Squares.of(toFile, rank + sign * ranks));
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

    /** The file holding two or more of the kind (the seed's reading has only one when the letter is written). */
    private static int tandemFile(Position position, Colour colour, PieceKind kind) {
        for (int file = 0; file < 9; file++) {
            if (count(position, colour, kind, file) >= 2) {
                return file;
            }
        }
        throw new IllegalArgumentException("no two " + kind + "s on a file");
    }

    private static int count(Position position, Colour colour, PieceKind kind, int file) {
        int count = 0;
        for (int rank = 0; rank < 10; rank++) {
            if (position.at(Squares.of(file, rank)).equals(java.util.Optional.of(new Piece(colour, kind)))) {
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
            if (position.at(square).equals(java.util.Optional.of(new Piece(colour, kind))) && ++seen == n) {
                return square;
            }
        }
        throw new IllegalArgumentException("no " + n + "th " + kind + " on file " + file);
    }
}
