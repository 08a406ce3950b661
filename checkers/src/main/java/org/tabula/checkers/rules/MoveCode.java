package org.tabula.checkers.rules;

import java.util.ArrayList;
import java.util.List;
import org.tabula.checkers.model.CheckersMove;
import org.tabula.checkers.model.Diagonals;

/**
 * A checkers move packed into a {@code long}, as the fast core makes, unmakes and lists them: the index of the
 * square left in bits 0-4, of the square reached in bits 5-9, the number of jumps in bits 10-14 (0 for a step),
 * then the direction of each jump in two bits from bit 15 on.
 *
 * <p>Directions rather than squares, because a jump's landing square and the square of the piece it takes both
 * follow from where it starts and which way it goes. A move takes at most sixteen pieces, even in a composed
 * position with more than twelve a side: every square a piece jumps lies on a row of the other parity from the
 * square it started on, and there are sixteen such squares. Sixteen jumps fit in 47 bits.
 */
public final class MoveCode {

    /** The most jumps one move can make. */
    public static final int MOST_JUMPS = 16;
    private static final int DIRECTIONS = 15;

    private MoveCode() {
    }

    /** A step from one square index to another. */
    public static long step(int from, int to) {
        return from | to << 5;
    }

    /** A jump from {@code from} to {@code to} whose directions, two bits each from bit 15, are in {@code code}. */
    public static long jump(long code, int from, int to, int jumps) {
        return code | from | to << 5 | (long) jumps << 10;
    }

    /** The direction bits of the {@code jump}-th jump (from 0) going {@code direction}. */
    public static long direction(int jump, int direction) {
        return (long) direction << (DIRECTIONS + 2 * jump);
    }

    /** The index of the square left. */
    public static int from(long move) {
        return (int) (move & 31);
    }

    /** The index of the square reached. */
    public static int to(long move) {
        return (int) (move >>> 5 & 31);
    }

    /** The number of jumps, 0 for a step. */
    public static int jumps(long move) {
        return (int) (move >>> 10 & 31);
    }

    /** The direction of the {@code jump}-th jump, from 0. */
    public static int direction(long move, int jump) {
        return (int) (move >>> (DIRECTIONS + 2 * jump) & 3);
    }

    /** The squares of the pieces a move takes, as a mask of indices. */
    public static int captured(long move) {
        int mask = 0;
        int square = from(move);
        for (int i = 0, n = jumps(move); i < n; i++) {
            int direction = direction(move, i);
            mask |= 1 << Diagonals.step(direction, square);
            square = Diagonals.jump(direction, square);
        }
        return mask;
    }

    /** An encoded move as a value. */
    public static CheckersMove toMove(long move) {
        int from = from(move);
        int jumps = jumps(move);
        if (jumps == 0) {
            return CheckersMove.step(from + 1, to(move) + 1);
        }
        List<Integer> path = new ArrayList<>(jumps + 1);
        path.add(from + 1);
        int square = from;
        for (int i = 0; i < jumps; i++) {
            square = Diagonals.jump(direction(move, i), square);
            path.add(square + 1);
        }
        return new CheckersMove(path, true);
    }

    /**
     * A move value as a code; the value's path must be a real path (its constructor checks that), and it need
     * not be legal.
     */
    public static long encode(CheckersMove move) {
        List<Integer> squares = move.squares();
        int from = squares.get(0) - 1;
        int to = squares.get(squares.size() - 1) - 1;
        if (!move.jump()) {
            return step(from, to);
        }
        long code = 0;
        for (int i = 1; i < squares.size(); i++) {
            code |= direction(i - 1, Diagonals.direction(squares.get(i - 1), squares.get(i), true));
        }
        return jump(code, from, to, squares.size() - 1);
    }
}
