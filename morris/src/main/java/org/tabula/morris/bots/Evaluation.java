package org.tabula.morris.bots;

import org.tabula.morris.model.Points;
import org.tabula.morris.model.Position;
import org.tabula.morris.rules.PointTables;
import org.tabula.morris.rules.Core;
import org.tabula.morris.rules.MillLines;

/**
 * How good a position looks to the side to move, in hundredths of a man: the search's judgement where it stops
 * looking.
 *
 * <p>Men count most, in hand or on the board. The rest depends on the phase each side is in:
 * <ul>
 *   <li>placing: a mill one man short with its third point empty is a threat (the more so for the side to
 *       move, which can close it now); a closed mill is a little; men on the four-way points give room; so do
 *       the steps the men would have if placing ended now, and a man with no empty neighbour is a weakness,
 *       both counting more as the side's hand empties;</li>
 *   <li>moving: a threat counts only when a man outside the mill can step into the gap; a double mill (a man
 *       swinging between two mills, closing one each move) is worth most; so are moves, and a man that cannot
 *       move is a weakness; a side down to one or two steps is in danger of a blockade, and a waiting side with
 *       no move at all is nearly lost;</li>
 *   <li>flying: every open mill is a threat, since a man flies to close it from anywhere, and moves count for
 *       nothing.</li>
 * </ul>
 * A side to move that has no move has lost; {@link #score} says so with {@link #STUCK}.
 */
public final class Evaluation {

    /** A man. */
    static final int MAN = 100;
    /** The score of a position whose side to move has no move: it has lost. */
    static final int STUCK = Integer.MIN_VALUE;

    private static final EvaluationWeights W = EvaluationWeights.DEFAULT;
    // Copied out of the record so that the hot path reads constants.
    private static final int THREAT_TO_MOVE = W.threatToMove();
    private static final int THREAT = W.threat();
    private static final int PLACING_THREAT = W.placingThreat();
    private static final int DOUBLE_THREAT = W.doubleThreat();
    private static final int CLOSED_MILL = W.closedMill();
    private static final int DOUBLE_MILL = W.doubleMill();
    private static final int STEP = W.step();
    private static final int BLOCKED = W.blocked();
    private static final int CORNERED = W.cornered();
    private static final int ONE_STEP = W.oneStep();
    private static final int TWO_STEPS = W.twoSteps();
    private static final int CROSSING = W.crossing();
    /** The weights of a step and of a blocked man while placing, by the men still in hand. */
    private static final int[] PLACING_STEP = new int[Position.MEN + 1];
    private static final int[] PLACING_BLOCKED = new int[Position.MEN + 1];

    private static final int[] NEIGHBOURS = new int[Points.COUNT];
    private static final int CROSSINGS;

    static {
        int crossings = 0;
        for (int point = 0; point < Points.COUNT; point++) {
            NEIGHBOURS[point] = Points.neighbours(point);
            if (Integer.bitCount(NEIGHBOURS[point]) == 4) {
                crossings |= 1 << point;
            }
        }
        CROSSINGS = crossings;
        for (int hand = 0; hand <= Position.MEN; hand++) {
            PLACING_STEP[hand] = W.placingStep(hand);
            PLACING_BLOCKED[hand] = W.placingBlocked(hand);
        }
    }

    private Evaluation() {
    }

    /** The score of the position for the side to move (positive is good for it), or {@link #STUCK}. */
    static int score(Core core) {
        return score(core, true);
    }

    /**
     * The score as {@link #score(Core)}, or, when not {@code seesThreats}, blind to the mills the side to move
     * could close: how a player who does not look at the reply judges the position after its move.
     */
    static int score(Core core, boolean seesThreats) {
        int side = core.turn();
        int own = core.men(side);
        int theirs = core.men(side ^ 1);
        int empty = Points.ALL & ~(own | theirs);
        int emptyColumns = MillLines.toColumns(empty);
        int mine = side(own, empty, emptyColumns, core.hand(side), core.flies(side), true, seesThreats);
        if (mine == STUCK) {
            return STUCK;
        }
        int material = Integer.bitCount(own) + core.hand(side) - Integer.bitCount(theirs) - core.hand(side ^ 1);
        return material * MAN + mine
                - side(theirs, empty, emptyColumns, core.hand(side ^ 1), core.flies(side ^ 1), false, true);
    }

    /** One side's score but for its men, or {@link #STUCK} for a side to move that cannot move. */
    private static int side(int men, int empty, int emptyColumns, int hand, boolean flies, boolean toMove,
            boolean seesThreats) {
        int columns = MillLines.toColumns(men);
        int closedRows = MillLines.full(men);
        int closedColumns = MillLines.full(columns);
        int score = (Integer.bitCount(closedRows) + Integer.bitCount(closedColumns)) * CLOSED_MILL;
        int rowGaps = MillLines.gaps(men, empty);
        int columnGaps = MillLines.gaps(columns, emptyColumns);
        if (hand > 0) {
            int threats = Integer.bitCount(rowGaps) + Integer.bitCount(columnGaps);
            score += Integer.bitCount(men & CROSSINGS) * CROSSING;
            // The room the men would have if placing ended now: a side placing into a blockade is left with no
            // move once its hand is empty, so this counts more as the hand empties.
            score += steps(men, columns, empty, emptyColumns) * PLACING_STEP[hand]
                    - blocked(men, columns, empty, emptyColumns) * PLACING_BLOCKED[hand];
            if (!toMove) {
                return score + threats * PLACING_THREAT;
            }
            return score + (!seesThreats || threats == 0 ? 0 : THREAT_TO_MOVE + (threats - 1) * PLACING_THREAT);
        }
        int threats;
        if (flies) {
            threats = Integer.bitCount(rowGaps) + Integer.bitCount(columnGaps);
        } else {
            // Moving, a gap must be reached from outside its mill: a row's from its column, a column's from its row.
            threats = Integer.bitCount(MillLines.toColumns(rowGaps) & MillLines.besideOf(columns))
                    + Integer.bitCount(columnGaps & MillLines.toColumns(MillLines.besideOf(men)));
        }
        if (toMove) {
            score += !seesThreats || threats == 0 ? 0 : THREAT_TO_MOVE + (threats - 1) * THREAT;
        } else {
            score += threats >= 2 ? DOUBLE_THREAT : threats * THREAT;
        }
        if ((closedRows | closedColumns) != 0) {
            int closed = closedRows * 7 | MillLines.fromColumns(closedColumns * 7);
            score += doubleMills(men, closed, empty) * DOUBLE_MILL;
        }
        if (flies) {
            return score;
        }
        int steps = steps(men, columns, empty, emptyColumns);
        if (steps == 0) {
            if (toMove) {
                return STUCK;
            }
            // Waiting with no step: lost unless the side to move opens a point for it (or is itself placing).
            score -= CORNERED;
        } else if (steps <= 2) {
            // A side's last steps are the easiest to shut: the first is worth far less than the third (issue 37).
            score -= steps == 1 ? ONE_STEP : TWO_STEPS;
        }
        return score + steps * STEP - blocked(men, columns, empty, emptyColumns) * BLOCKED;
    }

    /** The steps the men could take to an empty neighbour, along the rows and along the columns. */
    private static int steps(int men, int columns, int empty, int emptyColumns) {
        return Integer.bitCount(men & MillLines.beforeOf(empty)) + Integer.bitCount(men & MillLines.afterOf(empty))
                + Integer.bitCount(columns & MillLines.beforeOf(emptyColumns))
                + Integer.bitCount(columns & MillLines.afterOf(emptyColumns));
    }

    /** The men with no empty neighbour. */
    private static int blocked(int men, int columns, int empty, int emptyColumns) {
        int free = men & MillLines.besideOf(empty) | MillLines.fromColumns(columns & MillLines.besideOf(emptyColumns));
        return Integer.bitCount(men) - Integer.bitCount(free);
    }

    /** The men of closed mills that can step out into a second mill, and so close a mill every move. */
    private static int doubleMills(int own, int closed, int empty) {
        int count = 0;
        for (int rest = closed; rest != 0; rest &= rest - 1) {
            int point = Integer.numberOfTrailingZeros(rest);
            int without = own & ~(1 << point);
            for (int to = NEIGHBOURS[point] & empty; to != 0; to &= to - 1) {
                int target = Integer.numberOfTrailingZeros(to);
                int across = PointTables.millPartners(target, 0);
                int down = PointTables.millPartners(target, 1);
                if ((without & across) == across || (without & down) == down) {
                    count++;
                    break;
                }
            }
        }
        return count;
    }
}
