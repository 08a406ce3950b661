package org.tabula.morris.bots;

import java.util.function.BiFunction;
import org.tabula.morris.model.Points;
import org.tabula.morris.rules.Mills;
import org.tabula.morris.rules.PointTables;

/**
 * Retrograde analysis of one endgame subspace: the moving-phase positions where one side has {@code a} men and
 * the other {@code b}, with flying on, solved backwards from the ends.
 *
 * <p>A subspace is one table when {@code a == b} and two otherwise (either side to move). Its moves either stay
 * in it (a step or a flight that closes no mill, after which the other side is to move) or leave it by a
 * capture: into a smaller subspace, already solved and handed in, or straight to a win when the enemy is left
 * with two men. The analysis goes a distance at a time: the positions lost at distance k make every position
 * that can move to them won at k + 1; a position all of whose moves go to positions won for the opponent is lost,
 * at one more than the longest of them. Captures are counted in from the start, each waiting for its distance
 * to come up, so every distance is exact. What is never decided is a draw: neither side can force a win.
 *
 * <p>The repetition and no-mill draws are not part of it, as in the published morris databases: a draw here
 * means that no win can be forced however long the game goes on.
 */
public final class EndgameBuilder {

    private static final int[] NEIGHBOURS = new int[Points.COUNT];
    private static final int[] MILL_A = new int[Points.COUNT];
    private static final int[] MILL_B = new int[Points.COUNT];

    static {
        for (int point = 0; point < Points.COUNT; point++) {
            NEIGHBOURS[point] = Points.neighbours(point);
            MILL_A[point] = PointTables.millThrough(point, 0);
            MILL_B[point] = PointTables.millThrough(point, 1);
        }
    }

    /** True when {@code men} hold a whole mill through {@code point}. */
    private static boolean inMill(int men, int point) {
        return (men & MILL_A[point]) == MILL_A[point] || (men & MILL_B[point]) == MILL_B[point];
    }

    /** The positions of one table while it is built. */
    private static final class Part {
        final EndgameIndex index;
        /** Final values, 0 until decided: see {@link EndgameTable}. */
        final byte[] value;
        /** The moves not yet shown to lose: steps within the subspace, and captures into drawn positions. */
        final byte[] count;
        /** The distance a capture decides at: the shortest win by one, or else the longest loss by one. */
        final byte[] exit;
        /** Where this table's captures go: mover and other swapped, one man fewer; null when a capture wins. */
        final EndgameTable lower;
        Part partner;
        int longestExit;

        Part(EndgameIndex index, EndgameTable lower) {
            this.index = index;
            this.value = new byte[index.size()];
            this.count = new byte[index.size()];
            this.exit = new byte[index.size()];
            this.lower = lower;
        }
    }

    private EndgameBuilder() {
    }

    /**
     * Solves the subspace of {@code a} and {@code b} men.
     *
     * @param lower the solved table with a given mover's and other side's men, for the captures out of the subspace
     * @return the table with {@code a} men to move, then (when {@code a != b}) the one with {@code b} to move
     * @throws IllegalStateException when a distance outgrows a byte
     */
    static EndgameTable[] build(int a, int b, BiFunction<Integer, Integer, EndgameTable> lower) {
        Part first = new Part(EndgameIndex.of(a, b), b > 3 ? lower.apply(b - 1, a) : null);
        Part second = a == b ? first : new Part(EndgameIndex.of(b, a), a > 3 ? lower.apply(a - 1, b) : null);
        first.partner = second;
        second.partner = first;
        Part[] parts = a == b ? new Part[] {first} : new Part[] {first, second};
        int longest = 0;
        for (Part part : parts) {
            start(part);
            longest = Math.max(longest, part.longestExit);
        }
        for (int k = 0; ; k++) {
            if (k >= EndgameTable.MAX_DISTANCE) {
                throw new IllegalStateException("the " + a + "-" + b + " subspace has wins longer than "
                        + EndgameTable.MAX_DISTANCE + " plies");
            }
            long decided = 0;
            for (Part part : parts) {
                decided += level(part, k);
            }
            if (decided == 0 && k >= longest) {
                break;
            }
        }
        EndgameTable[] tables = new EndgameTable[parts.length];
        for (int i = 0; i < parts.length; i++) {
            tables[i] = new EndgameTable(parts[i].index, parts[i].value);
        }
        return tables;
    }

    /** Counts every position's moves and settles its captures. */
    private static void start(Part part) {
        EndgameIndex index = part.index;
        int oppCount = index.oppCount;
        int[] free = new int[Points.COUNT];
        for (int ownRank = 0; ownRank < index.ownCount(); ownRank++) {
            int own = index.ownMen(ownRank);
            EndgameIndex.freePoints(own, free);
            int base = ownRank * oppCount;
            for (int oppRank = 0; oppRank < oppCount; oppRank++) {
                start(part, base + oppRank, own, index.oppMenOfRank(oppRank, free));
            }
        }
    }

    private static void start(Part part, int i, int own, int opp) {
        int empty = Points.ALL & ~(own | opp);
        boolean flies = part.index.own == 3;
        int takeable = 0;
        int steps = 0;
        int drawn = 0;
        int shortestWin = Integer.MAX_VALUE;
        int longestLoss = 0;
        boolean anyMove = false;
        for (int movers = own; movers != 0; movers &= movers - 1) {
            int from = Integer.numberOfTrailingZeros(movers);
            int stay = own & ~(1 << from);
            for (int targets = flies ? empty : NEIGHBOURS[from] & empty; targets != 0; targets &= targets - 1) {
                int to = Integer.numberOfTrailingZeros(targets);
                int after = stay | 1 << to;
                anyMove = true;
                if (!inMill(after, to)) {
                    steps++;
                    continue;
                }
                if (part.lower == null) {
                    // The enemy is left with two men: the game is won by this move.
                    shortestWin = 1;
                    continue;
                }
                if (takeable == 0) {
                    takeable = Mills.takeable(Mills.dual(opp));
                }
                for (int rest = takeable; rest != 0; rest &= rest - 1) {
                    int value = part.lower.value(opp & ~Integer.lowestOneBit(rest), after);
                    if (value == EndgameTable.DRAW) {
                        drawn++;
                    } else if (EndgameTable.isLoss(value)) {
                        shortestWin = Math.min(shortestWin, EndgameTable.distance(value) + 1);
                    } else {
                        longestLoss = Math.max(longestLoss, EndgameTable.distance(value) + 1);
                    }
                }
            }
        }
        if (!anyMove) {
            part.value[i] = 1;
            return;
        }
        if (steps + drawn > 255) {
            throw new IllegalStateException("more moves than a byte counts: " + (steps + drawn));
        }
        part.count[i] = (byte) (steps + drawn);
        int exit = shortestWin != Integer.MAX_VALUE ? shortestWin : longestLoss;
        part.exit[i] = (byte) exit;
        part.longestExit = Math.max(part.longestExit, exit);
    }

    /**
     * Decides the positions of one part whose distance is {@code k}, those waiting on a capture included, and
     * passes each on to the positions that can move to it.
     *
     * @return how many positions of the part are at distance k
     */
    private static long level(Part part, int k) {
        byte[] value = part.value;
        byte[] exit = part.exit;
        byte[] count = part.count;
        long decided = 0;
        int oppCount = part.index.oppCount;
        int[] free = new int[Points.COUNT];
        int freeFor = -1;
        for (int i = 0; i < value.length; i++) {
            int v = value[i] & 0xFF;
            if (v == 0) {
                // A capture decides now: a win as soon as its distance comes, a loss once no step is left either.
                if ((exit[i] & 0xFF) != k || k == 0 || ((k & 1) == 0 && count[i] != 0)) {
                    continue;
                }
                value[i] = (byte) (k + 1);
            } else if (v != k + 1) {
                continue;
            }
            decided++;
            int ownRank = i / oppCount;
            int own = part.index.ownMen(ownRank);
            if (ownRank != freeFor) {
                EndgameIndex.freePoints(own, free);
                freeFor = ownRank;
            }
            predecessors(part, k, own, part.index.oppMenOfRank(i - ownRank * oppCount, free));
        }
        return decided;
    }

    /**
     * Tells every position that steps into this one (decided at distance {@code k}) what it now knows: a move
     * to a lost position wins, and a move to a won one is one fewer to try.
     */
    private static void predecessors(Part part, int k, int own, int opp) {
        Part before = part.partner;
        boolean lost = (k & 1) == 0;
        boolean flew = part.index.opp == 3;
        int empty = Points.ALL & ~(own | opp);
        for (int men = opp; men != 0; men &= men - 1) {
            int to = Integer.numberOfTrailingZeros(men);
            if (inMill(opp, to)) {
                // The man came to close a mill, so the move took a man: it came from a bigger subspace.
                continue;
            }
            int rest = opp & ~(1 << to);
            for (int froms = flew ? empty : NEIGHBOURS[to] & empty; froms != 0; froms &= froms - 1) {
                int q = before.index.index(rest | Integer.lowestOneBit(froms), own);
                if (before.value[q] != 0) {
                    continue;
                }
                if (lost) {
                    before.value[q] = (byte) (k + 2);
                    continue;
                }
                int left = (before.count[q] & 0xFF) - 1;
                before.count[q] = (byte) left;
                int exit = before.exit[q] & 0xFF;
                // With a winning capture waiting the position is won anyway; otherwise every move now loses.
                if (left == 0 && (exit & 1) == 0 && exit <= k + 1) {
                    before.value[q] = (byte) (k + 2);
                }
            }
        }
    }
}
