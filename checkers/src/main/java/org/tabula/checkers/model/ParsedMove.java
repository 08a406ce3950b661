package org.tabula.checkers.model;

import java.util.List;
import java.util.Objects;

/**
 * A move as written, read but not yet resolved against a position: what the seed's {@code parse_move} returns.
 *
 * <p>Nothing here says the move is legal or even possible: {@code 23x7} is a short jump naming only its ends, and
 * only a position can say which jump, if any, it means. The squares are numbers whichever spelling was read.
 *
 * @param from the first square written
 * @param to the last square written
 * @param squares every square written, in order, {@code from} first and {@code to} last
 * @param jump true when the squares are joined by {@code x}, false when by {@code -}
 */
public record ParsedMove(int from, int to, List<Integer> squares, boolean jump) {

    /**
     * Checks that the squares are 1 to 32, at least two, none twice in a row, with {@code from} and {@code to}
     * at the ends; a move joined by {@code -} names two squares.
     *
     * @throws IllegalArgumentException otherwise
     */
    public ParsedMove {
        squares = List.copyOf(Objects.requireNonNull(squares, "squares"));
        if (squares.size() < 2 || (!jump && squares.size() > 2)) {
            throw new IllegalArgumentException("a move written with " + (jump ? "x" : "-") + " names "
                    + (jump ? "two or more" : "two") + " squares: " + squares);
        }
        for (int i = 0; i < squares.size(); i++) {
            Squares.check(squares.get(i));
            if (i > 0 && squares.get(i).equals(squares.get(i - 1))) {
                throw new IllegalArgumentException("a move names " + squares.get(i) + " twice in a row");
            }
        }
        if (from != squares.get(0) || to != squares.get(squares.size() - 1)) {
            throw new IllegalArgumentException("from and to are the first and last squares: " + from + ", " + to
                    + ", " + squares);
        }
    }

    /** The move read from its squares and separator. */
    public static ParsedMove of(List<Integer> squares, boolean jump) {
        return new ParsedMove(squares.get(0), squares.get(squares.size() - 1), squares, jump);
    }

    /** A move as written, as the move itself would be: its squares and whether it is a jump. */
    public static ParsedMove of(CheckersMove move) {
        return of(move.squares(), move.jump());
    }

    /** The move in numeric notation, as written: {@code 11-15}, {@code 23x7}. */
    public String text() {
        return Squares.joined(squares, jump, false);
    }

    /** The move with its squares named by file and rank: {@code f6-e5}, {@code e3xe7}. */
    public String coordText() {
        return Squares.joined(squares, jump, true);
    }

    @Override
    public String toString() {
        return text();
    }
}
