package org.tabula.morris.bots;

import org.tabula.morris.bots.Evaluation;
import org.tabula.morris.model.Points;
import org.tabula.morris.rules.Core;
import org.tabula.morris.rules.PointTables;

/**
 * The evaluation written the plain way, a loop over the sixteen mills and one over the men: the reference that
 * {@link Evaluation}'s bit-parallel version must agree with.
 */
final class ReferenceEvaluation {

    private static final int MAN = Evaluation.MAN;
    private static final int STUCK = Evaluation.STUCK;

    private static final int[] MILLS = Points.millMasks();
    private static final int[] NEIGHBOURS = new int[Points.COUNT];
    /** The two mills through each point, as masks; the mill's other two points are the mask without it. */
    private static final int[] MILL_A = new int[Points.COUNT];
    private static final int[] MILL_B = new int[Points.COUNT];
    private static final int CROSSINGS;

    static {
        int crossings = 0;
        for (int point = 0; point < Points.COUNT; point++) {
            NEIGHBOURS[point] = Points.neighbours(point);
            MILL_A[point] = PointTables.millThrough(point, 0) & ~(1 << point);
            MILL_B[point] = PointTables.millThrough(point, 1) & ~(1 << point);
            if (Integer.bitCount(NEIGHBOURS[point]) == 4) {
                crossings |= 1 << point;
            }
        }
        CROSSINGS = crossings;
    }

    private ReferenceEvaluation() {
    }

    /** The score of the position for the side to move (positive is good for it), or {@link Evaluation#STUCK}. */
    static int score(Core core) {
        return score(core, true);
    }

    /**
     * The score as {@link #score(Core)}, or, when not {@code seesThreats}, blind to the mills the side to move
     * could close: how a player who does not look at the reply judges the position after its move.
     */
    static int score(Core core, boolean seesThreats) {
        return score(core, seesThreats, EvaluationWeights.DEFAULT);
    }

    /** The score as {@link #score(Core, boolean)} with other weights: what {@link EvalFit} fits. */
    static int score(Core core, boolean seesThreats, EvaluationWeights w) {
        int side = core.turn();
        int own = core.men(side);
        int theirs = core.men(side ^ 1);
        int empty = Points.ALL & ~(own | theirs);
        boolean ownPlacing = core.hand(side) > 0;
        boolean theirPlacing = core.hand(side ^ 1) > 0;
        boolean ownFlies = core.flies(side);
        boolean theirFlies = core.flies(side ^ 1);
        int ownThreats = 0;
        int theirThreats = 0;
        int ownClosed = 0;
        int theirClosed = 0;
        int closedMills = 0;
        // One pass over the mills for both sides: a mill with men of both is nobody's.
        for (int mill : MILLS) {
            int mine = own & mill;
            int other = theirs & mill;
            if (other == 0) {
                if (mine == mill) {
                    ownClosed |= mill;
                    closedMills++;
                } else if (Integer.bitCount(mine) == 2
                        && (ownPlacing || ownFlies || (NEIGHBOURS[Integer.numberOfTrailingZeros(mill ^ mine)] & own & ~mill) != 0)) {
                    // Moving, the gap must be reached by a man from outside the mill.
                    ownThreats++;
                }
            } else if (mine == 0) {
                if (other == mill) {
                    theirClosed |= mill;
                    closedMills--;
                } else if (Integer.bitCount(other) == 2
                        && (theirPlacing || theirFlies || (NEIGHBOURS[Integer.numberOfTrailingZeros(mill ^ other)] & theirs & ~mill) != 0)) {
                    theirThreats++;
                }
            }
        }
        int score = (Integer.bitCount(own) + core.hand(side) - Integer.bitCount(theirs) - core.hand(side ^ 1)) * MAN
                + closedMills * w.closedMill();
        if (ownPlacing) {
            int hand = core.hand(side);
            int mobility = mobility(own, empty);
            score += ownThreats * w.placingThreat() + Integer.bitCount(own & CROSSINGS) * w.crossing()
                    + (ownThreats > 0 ? w.threatToMove() - w.placingThreat() : 0)
                    + (mobility & 0xFFFF) * w.placingStep(hand) - (mobility >>> 16) * w.placingBlocked(hand);
            if (!seesThreats) {
                score -= ownThreats * w.placingThreat() + (ownThreats > 0 ? w.threatToMove() - w.placingThreat() : 0);
            }
        } else {
            score += !seesThreats || ownThreats == 0 ? 0 : w.threatToMove() + (ownThreats - 1) * w.threat();
            if (ownClosed != 0) {
                score += doubleMills(own, ownClosed, empty) * w.doubleMill();
            }
            if (!ownFlies) {
                int mobility = mobility(own, empty);
                if ((mobility & 0xFFFF) == 0) {
                    return STUCK;
                }
                score += (mobility & 0xFFFF) * w.step() - (mobility >>> 16) * w.blocked()
                        - fewSteps(mobility & 0xFFFF, w);
            }
        }
        if (theirPlacing) {
            int hand = core.hand(side ^ 1);
            int mobility = mobility(theirs, empty);
            score -= theirThreats * w.placingThreat() + Integer.bitCount(theirs & CROSSINGS) * w.crossing()
                    + (mobility & 0xFFFF) * w.placingStep(hand) - (mobility >>> 16) * w.placingBlocked(hand);
        } else {
            score -= theirThreats >= 2 ? w.doubleThreat() : theirThreats * w.threat();
            if (theirClosed != 0) {
                score -= doubleMills(theirs, theirClosed, empty) * w.doubleMill();
            }
            if (!theirFlies) {
                int mobility = mobility(theirs, empty);
                score -= (mobility & 0xFFFF) * w.step() - (mobility >>> 16) * w.blocked()
                        - ((mobility & 0xFFFF) == 0 ? w.cornered() : 0) - fewSteps(mobility & 0xFFFF, w);
            }
        }
        return score;
    }

    /** The penalty of a moving side left with one or two steps. */
    private static int fewSteps(int steps, EvaluationWeights w) {
        return steps == 1 ? w.oneStep() : steps == 2 ? w.twoSteps() : 0;
    }

    /** The steps the men have (low 16 bits) and how many of them cannot step (high bits). */
    private static int mobility(int men, int empty) {
        int moves = 0;
        int blocked = 0;
        for (int rest = men; rest != 0; rest &= rest - 1) {
            int free = Integer.bitCount(NEIGHBOURS[Integer.numberOfTrailingZeros(rest)] & empty);
            moves += free;
            if (free == 0) {
                blocked++;
            }
        }
        return moves | blocked << 16;
    }

    /** The men of closed mills that can step out into a second mill, and so close a mill every move. */
    private static int doubleMills(int own, int closed, int empty) {
        int count = 0;
        for (int rest = closed; rest != 0; rest &= rest - 1) {
            int point = Integer.numberOfTrailingZeros(rest);
            int without = own & ~(1 << point);
            for (int to = NEIGHBOURS[point] & empty; to != 0; to &= to - 1) {
                int target = Integer.numberOfTrailingZeros(to);
                if ((without & MILL_A[target]) == MILL_A[target] || (without & MILL_B[target]) == MILL_B[target]) {
                    count++;
                    break;
                }
            }
        }
        return count;
    }
}
