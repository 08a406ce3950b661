package org.tabula.checkers.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.tabula.api.Move;

/**
 * One whole checkers move: a step of one square, or a jump along its whole path of landing squares.
 *
 * <p>Written in numeric notation, as PDN stores it: {@code 11-15} for a step, {@code 23x14x7} for a jump, every
 * square it lands on in order. {@link #coordText()} names the same squares by file and rank ({@code f6-e5},
 * {@code e3xc5xe7}) for display. Which piece moves and whether it is crowned are the position's business; the
 * move is only its path.
 *
 * @param squares the square left, then each square landed on, in order: two for a step, two or more for a jump
 * @param jump true for a jump
 */
public record CheckersMove(List<Integer> squares, boolean jump) implements Move {

    /**
     * Checks that the path is one a piece can travel: a step to a diagonal neighbour, or jumps each landing two
     * squares away along a diagonal.
     *
     * @throws IllegalArgumentException for any other path
     */
    public CheckersMove {
        squares = List.copyOf(Objects.requireNonNull(squares, "squares"));
        if (squares.size() < 2 || (!jump && squares.size() != 2)) {
            throw new IllegalArgumentException((jump ? "a jump lands on at least one square: "
                    : "a step goes from one square to the next: ") + squares);
        }
        for (int square : squares) {
            Squares.check(square);
        }
        for (int i = 1; i < squares.size(); i++) {
            if (Diagonals.direction(squares.get(i - 1), squares.get(i), jump) < 0) {
                throw new IllegalArgumentException(Squares.name(squares.get(i - 1)) + " to "
                        + Squares.name(squares.get(i)) + " is not a diagonal " + (jump ? "jump" : "step")
                        + ": " + squares);
            }
        }
    }

    /** A step from one square to its diagonal neighbour. */
    public static CheckersMove step(int from, int to) {
        return new CheckersMove(List.of(from, to), false);
    }

    /** A jump along a path of landing squares, the square left first. */
    public static CheckersMove jump(int... path) {
        List<Integer> squares = new ArrayList<>(path.length);
        for (int square : path) {
            squares.add(square);
        }
        return new CheckersMove(squares, true);
    }

    /** The square the piece leaves. */
    public int from() {
        return squares.get(0);
    }

    /** The square the piece ends on. */
    public int to() {
        return squares.get(squares.size() - 1);
    }

    /** The squares of the pieces jumped, in the order they are jumped; none for a step. */
    public List<Integer> captured() {
        if (!jump) {
            return List.of();
        }
        List<Integer> captured = new ArrayList<>(squares.size() - 1);
        for (int i = 1; i < squares.size(); i++) {
            int from = squares.get(i - 1);
            captured.add(Diagonals.jumpedOver(from, Diagonals.direction(from, squares.get(i), true)));
        }
        return List.copyOf(captured);
    }

    /** The move in numeric notation: {@code 11-15}, {@code 23x14x7}. */
    @Override
    public String text() {
        return Squares.joined(squares, jump, false);
    }

    /** The move with its squares named by file and rank: {@code f6-e5}, {@code e3xc5xe7}. */
    public String coordText() {
        return Squares.joined(squares, jump, true);
    }

    @Override
    public String toString() {
        return text();
    }
}
