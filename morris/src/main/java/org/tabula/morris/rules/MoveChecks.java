package org.tabula.morris.rules;

import org.tabula.morris.model.Points;

/**
 * The quick questions a game asks of its core on every move: is this move legal, and has the side to move any
 * move at all. Answered with a few mask operations and no allocation, so replaying a long record costs little
 * more than reading it; why a move is refused is still {@link MoveRefusals#check}'s to say.
 */
public final class MoveChecks {

    private static final int[] NEIGHBOURS = new int[Points.COUNT];

    static {
        for (int point = 0; point < Points.COUNT; point++) {
            NEIGHBOURS[point] = Points.neighbours(point);
        }
    }

    private MoveChecks() {
    }

    /**
     * True when the side to move may play the encoded move: it places or moves as its hand requires, from its own
     * man, to an empty point along a line (or anywhere when it flies), and it takes a man that a mill may take
     * exactly when it closes one and the enemy has a man on the board. Agrees with {@link MoveRefusals#check} finding
     * no refusal.
     */
    public static boolean isLegal(Core core, int move) {
        int side = core.turn();
        int own = core.men(side);
        int theirs = core.men(side ^ 1);
        int to = MoveCode.to(move);
        int from = MoveCode.from(move);
        int remove = MoveCode.remove(move);
        if (to >= Points.COUNT || ((own | theirs) >>> to & 1) != 0) {
            return false;
        }
        int after;
        if (core.hand(side) > 0) {
            if (from >= 0) {
                return false;
            }
            after = own | 1 << to;
        } else {
            if (from < 0 || from >= Points.COUNT || (own >>> from & 1) == 0) {
                return false;
            }
            if (!core.flies(side) && (NEIGHBOURS[from] >>> to & 1) == 0) {
                return false;
            }
            after = own & ~(1 << from) | 1 << to;
        }
        if (!Points.inMill(after, to) || theirs == 0) {
            return remove < 0;
        }
        return remove >= 0 && (core.takeable(side ^ 1) >>> remove & 1) != 0;
    }

    /** True when the side to move has at least one move; the same as {@code core.countMoves() > 0}, sooner. */
    public static boolean canMove(Core core) {
        int side = core.turn();
        int own = core.men(side);
        int empty = Points.ALL & ~(own | core.men(side ^ 1));
        if (core.hand(side) > 0 || core.flies(side)) {
            return empty != 0;
        }
        for (int movers = own; movers != 0; movers &= movers - 1) {
            if ((NEIGHBOURS[Integer.numberOfTrailingZeros(movers)] & empty) != 0) {
                return true;
            }
        }
        return false;
    }
}
