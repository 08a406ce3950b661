package org.tabula.morris.rules;

import java.util.ArrayList;
import java.util.List;
import org.tabula.morris.model.MorrisMove;

/**
 * A morris move packed into an {@code int}, as the fast core makes, unmakes and lists them: the point reached in
 * bits 0-4, the point left plus one in bits 5-9, the point of the man taken plus one in bits 10-14.
 *
 * <p>The plus ones make "none" (-1) a zero field, so a placement that takes nothing is just its point.
 */
public final class MoveCode {

    private MoveCode() {
    }

    /** A move as an int; {@code from} and {@code remove} are -1 when absent. */
    public static int encode(int from, int to, int remove) {
        return to | (from + 1) << 5 | (remove + 1) << 10;
    }

    /** A move value as an int. */
    public static int encode(MorrisMove move) {
        return encode(move.from(), move.to(), move.remove());
    }

    /** The point an encoded move goes to. */
    public static int to(int move) {
        return move & 31;
    }

    /** The point an encoded move leaves, or -1 for a placement. */
    public static int from(int move) {
        return ((move >>> 5) & 31) - 1;
    }

    /** The point of the man an encoded move takes, or -1. */
    public static int remove(int move) {
        return ((move >>> 10) & 31) - 1;
    }

    /** An encoded move as a value. */
    public static MorrisMove toMove(int move) {
        return new MorrisMove(from(move), to(move), remove(move));
    }

    /**
     * The legal moves of the side to move of a core as values, in the fixed order, in a new list of the caller's
     * (who makes it unmodifiable as it answers); the one way the engine turns generated moves into a list.
     */
    public static List<MorrisMove> legalMoves(Core core) {
        int[] moves = new int[Core.MAX_MOVES];
        int count = core.generate(moves, 0);
        List<MorrisMove> list = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            list.add(toMove(moves[i]));
        }
        return list;
    }
}
