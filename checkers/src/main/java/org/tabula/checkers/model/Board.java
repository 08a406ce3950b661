package org.tabula.checkers.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The pieces on the 32 squares: an immutable value, what the seed calls a position (a FEN adds the side to
 * move).
 *
 * <p>Held as three masks, bit {@code n - 1} for square {@code n}: the black pieces, the white pieces, and the
 * kings among them. A game hands out its board as a value, so changing it ({@link #with}, {@link #without}, each
 * giving a new board) never touches the game.
 */
public final class Board {

    /** The board before the first move: black men on 1 to 12, white men on 21 to 32. */
    public static final Board START = new Board(0x00000FFF, 0xFFF00000, 0);

    /** The board with no piece on it. */
    public static final Board EMPTY = new Board(0, 0, 0);

    private final int black;
    private final int white;
    private final int kings;

    private Board(int black, int white, int kings) {
        this.black = black;
        this.white = white;
        this.kings = kings;
    }

    /**
     * A board of pieces given as masks, bit {@code n - 1} for square {@code n}.
     *
     * @throws IllegalArgumentException when a square holds a black and a white piece, or a king is on no piece
     */
    public static Board of(int black, int white, int kings) {
        if ((black & white) != 0) {
            throw new IllegalArgumentException("a square holds two pieces: "
                    + (Integer.numberOfTrailingZeros(black & white) + 1));
        }
        if ((kings & ~(black | white)) != 0) {
            throw new IllegalArgumentException("a king on an empty square: "
                    + (Integer.numberOfTrailingZeros(kings & ~(black | white)) + 1));
        }
        return new Board(black, white, kings);
    }

    /** The piece on a square, or empty. @throws IllegalArgumentException when the number is not 1 to 32 */
    public Optional<Piece> at(int square) {
        Squares.check(square);
        int bit = Diagonals.bit(square);
        if (((black | white) & bit) == 0) {
            return Optional.empty();
        }
        return Optional.of(Piece.of((black & bit) != 0 ? Colour.BLACK : Colour.WHITE, (kings & bit) != 0));
    }

    /** The same board with a piece put on a square, replacing what stood there. */
    public Board with(int square, Piece piece) {
        Board cleared = without(square);
        int bit = Diagonals.bit(square);
        return new Board(cleared.black | (piece.colour() == Colour.BLACK ? bit : 0),
                cleared.white | (piece.colour() == Colour.WHITE ? bit : 0),
                cleared.kings | (piece.isKing() ? bit : 0));
    }

    /** The same board with a square emptied. */
    public Board without(int square) {
        Squares.check(square);
        int keep = ~Diagonals.bit(square);
        return new Board(black & keep, white & keep, kings & keep);
    }

    /** The squares of a side's pieces, men and kings, as a mask. */
    public int pieces(Colour colour) {
        return colour == Colour.BLACK ? black : white;
    }

    /** The squares of the kings of both sides, as a mask. */
    public int kings() {
        return kings;
    }

    /** How many pieces a side has. */
    public int count(Colour colour) {
        return Integer.bitCount(pieces(colour));
    }

    /** How many kings a side has. */
    public int kings(Colour colour) {
        return Integer.bitCount(pieces(colour) & kings);
    }

    /** The squares of a side's pieces, in ascending order. */
    public List<Integer> squares(Colour colour) {
        List<Integer> squares = new ArrayList<>();
        for (int rest = pieces(colour); rest != 0; rest &= rest - 1) {
            squares.add(Integer.numberOfTrailingZeros(rest) + 1);
        }
        return List.copyOf(squares);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Board that && black == that.black && white == that.white && kings == that.kings;
    }

    @Override
    public int hashCode() {
        return (black * 31 + white) * 31 + kings;
    }

    /** The board as a FEN writes it after the side to move: {@code W21,22:B1,K3}. */
    @Override
    public String toString() {
        return list(Colour.WHITE) + ":" + list(Colour.BLACK);
    }

    private String list(Colour colour) {
        StringBuilder text = new StringBuilder().append(colour.letter());
        boolean first = true;
        for (int square : squares(colour)) {
            if (!first) {
                text.append(',');
            }
            first = false;
            if ((kings & Diagonals.bit(square)) != 0) {
                text.append('K');
            }
            text.append(square);
        }
        return text.toString();
    }
}
