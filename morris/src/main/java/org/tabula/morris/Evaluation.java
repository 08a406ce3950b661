package org.tabula.morris;

/**
 * How good a position looks to the side to move, in hundredths of a man: the searching bots' judgement where
 * they stop looking.
 *
 * <p>Men count most in every phase. While men go down, a mill one man short with its third point empty is a
 * threat worth keeping; once they move, so is having moves at all, and a man that can step into such a mill;
 * a side that flies has no use for mobility, so it is not counted for it.
 */
final class Evaluation {

    static final int MAN = 100;
    private static final int OPEN_MILL = 18;
    private static final int CLOSED_MILL = 8;
    private static final int MOBILITY = 4;
    private static final int[] MILLS = Points.millMasks();
    private static final int[] NEIGHBOURS = new int[Points.COUNT];

    static {
        for (int point = 0; point < Points.COUNT; point++) {
            NEIGHBOURS[point] = Points.neighbours(point);
        }
    }

    private Evaluation() {
    }

    /** The score of the position for the side to move: positive is good for it. */
    static int score(Core core) {
        int side = core.turn();
        return side(core, side) - side(core, side ^ 1);
    }

    private static int side(Core core, int side) {
        int own = core.men(side);
        int theirs = core.men(side ^ 1);
        int empty = Points.ALL & ~(own | theirs);
        int score = core.menLeft(side) * MAN;
        for (int mill : MILLS) {
            int mine = Integer.bitCount(own & mill);
            if (mine == 3) {
                score += CLOSED_MILL;
            } else if (mine == 2 && (empty & mill) != 0) {
                score += OPEN_MILL;
            }
        }
        if (core.hand(side) == 0 && !core.flies(side)) {
            int steps = 0;
            for (int rest = own; rest != 0; rest &= rest - 1) {
                steps += Integer.bitCount(NEIGHBOURS[Integer.numberOfTrailingZeros(rest)] & empty);
            }
            score += steps * MOBILITY;
        }
        return score;
    }
}
