package org.tabula.checkers.rules;

import java.util.Arrays;
import org.tabula.checkers.model.Diagonals;

/**
 * The legal moves of the side to move, written one by one into a caller's array: the jump sequences when there
 * are any, as capture is compulsory, otherwise the steps.
 *
 * <p>Apart from {@link Core} because listing moves asks only for the pieces, not for the history and draw counts
 * the core keeps; the masks come in as {@code int}s and the moves go out into the caller's array, so generating
 * allocates nothing, which perft and the bots rely on.
 */
public final class MoveGenerator {

    /**
     * More moves than any position of an ordinary game has, the size a move buffer starts at; a composed position
     * may have more jump sequences, and the buffers grow for it.
     */
    public static final int USUAL_MOVES = 128;

    /** The rows where each side's men are crowned: black's at the bottom, white's at the top. */
    static final int[] CROWN_ROW = {Diagonals.BOTTOM_ROW, Diagonals.TOP_ROW};

    /** The first and last direction each side's men may take: black's down, white's up. */
    private static final int[] FIRST_DIRECTION = {Diagonals.DOWN_LEFT, Diagonals.UP_LEFT};
    private static final int[] LAST_DIRECTION = {Diagonals.DOWN_RIGHT, Diagonals.UP_RIGHT};

    private MoveGenerator() {
    }

    /**
     * Writes the legal moves of the core's side to move into {@code out}, as many as it holds, as
     * {@link #generate(long[], int, int, int, int)} does.
     *
     * @return how many there are, 0 when the side to move has no move; more than {@code out} holds means that only
     *     the first were written, and a longer array is needed
     */
    public static int generate(Core core, long[] out) {
        int turn = core.turn();
        return generate(out, core.pieces(turn), core.pieces(turn ^ 1), core.kings(), turn);
    }

    /**
     * Writes the legal moves into {@code buffers[ply]}, putting a longer array there first when they do not fit.
     *
     * @return how many there are
     */
    public static int generate(Core core, long[][] buffers, int ply) {
        int count = generate(core, buffers[ply]);
        if (count > buffers[ply].length) {
            buffers[ply] = new long[count * 2];
            generate(core, buffers[ply]);
        }
        return count;
    }

    /** The legal moves of the core's side to move, exactly, in the order {@link #generate(Core, long[])} gives. */
    public static long[] legalMoves(Core core) {
        long[][] buffer = {new long[USUAL_MOVES]};
        return Arrays.copyOf(buffer[0], generate(core, buffer, 0));
    }

    /** How many moves the side to move has: the steps counted in bulk, or the jump sequences when there are any. */
    public static int countMoves(Core core, long[] scratch) {
        return core.canJump() ? generate(core, scratch) : core.countSteps();
    }

    /**
     * Writes the legal moves of {@code side} (0 black, 1 white) into {@code out}, as many as it holds, given its
     * pieces {@code own}, the other side's {@code theirs} and the kings of both; in ascending order of the square
     * left, then of the squares landed on.
     *
     * @return how many there are, 0 when the side has no move; more than {@code out} holds means that only the
     *     first were written, and a longer array is needed
     */
    static int generate(long[] out, int own, int theirs, int kings, int side) {
        int empty = ~(own | theirs);
        int n = 0;
        if (SideMasks.canJump(own, theirs, kings, side)) {
            for (int rest = own; rest != 0; rest &= rest - 1) {
                int from = Integer.numberOfTrailingZeros(rest);
                n = jumps(out, n, side, theirs, from, from, (kings >>> from & 1) != 0, empty | 1 << from, 0L, 0);
            }
            return n;
        }
        for (int rest = own; rest != 0; rest &= rest - 1) {
            int from = Integer.numberOfTrailingZeros(rest);
            boolean king = (kings >>> from & 1) != 0;
            int first = king ? Diagonals.UP_LEFT : FIRST_DIRECTION[side];
            int last = king ? Diagonals.DOWN_RIGHT : LAST_DIRECTION[side];
            for (int direction = first; direction <= last; direction++) {
                int to = Diagonals.step(direction, from);
                if (to >= 0 && (empty >>> to & 1) != 0) {
                    n = put(out, n, MoveCode.step(from, to));
                }
            }
        }
        return n;
    }

    /** Writes a move at {@code n} when the array has room, and counts it either way. */
    private static int put(long[] out, int n, long move) {
        if (n < out.length) {
            out[n] = move;
        }
        return n + 1;
    }

    /**
     * Writes every jump sequence of the piece of {@code side} that left {@code from} and stands on {@code square},
     * {@code theirs} being the other side's pieces not yet taken, after {@code count} jumps coded in {@code code}.
     * A piece taken is not jumped again. Whether it leaves the board at once or when the move ends makes no
     * difference: every square a piece lands on is on a row of the other parity from every square it jumps, so
     * none is landed on. A man that reaches the far row is crowned and stops.
     */
    private static int jumps(long[] out, int n, int side, int theirs, int from, int square, boolean king,
            int empty, long code, int count) {
        int first = king ? Diagonals.UP_LEFT : FIRST_DIRECTION[side];
        int last = king ? Diagonals.DOWN_RIGHT : LAST_DIRECTION[side];
        boolean more = false;
        for (int direction = first; direction <= last; direction++) {
            int land = Diagonals.jump(direction, square);
            if (land < 0 || (empty >>> land & 1) == 0) {
                continue;
            }
            int over = Diagonals.step(direction, square);
            if ((theirs >>> over & 1) == 0) {
                continue;
            }
            more = true;
            long next = code | MoveCode.direction(count, direction);
            if (!king && (CROWN_ROW[side] >>> land & 1) != 0) {
                n = put(out, n, MoveCode.jump(next, from, land, count + 1));
            } else {
                n = jumps(out, n, side, theirs & ~(1 << over), from, land, king, empty, next, count + 1);
            }
        }
        if (!more && count > 0) {
            n = put(out, n, MoveCode.jump(code, from, square, count));
        }
        return n;
    }
}
