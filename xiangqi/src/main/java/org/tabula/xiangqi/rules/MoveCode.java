package org.tabula.xiangqi.rules;

import org.tabula.xiangqi.model.XiangqiMove;

/**
 * Moves packed into one {@code int} for the core: the point left in the low byte, the point reached in the next.
 */
public final class MoveCode {

    private MoveCode() {
    }

    /** The code of a move from one point to another. */
    public static int of(int from, int to) {
        return from | to << 8;
    }

    /** The point a move leaves. */
    public static int from(int code) {
        return code & 0xFF;
    }

    /** The point a move reaches. */
    public static int to(int code) {
        return code >>> 8 & 0xFF;
    }

    /** The code of a move value. */
    public static int encode(XiangqiMove move) {
        return of(move.from(), move.to());
    }

    /** The move value of a code. */
    public static XiangqiMove toMove(int code) {
        return new XiangqiMove(from(code), to(code));
    }
}
