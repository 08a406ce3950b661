package org.tabula.morris.family.solve;

import java.util.Arrays;
import java.util.Optional;
import org.tabula.morris.family.FamilyMoves;
import org.tabula.morris.family.FamilyPosition;
import org.tabula.morris.family.FamilyState;
import org.tabula.morris.family.MillRules;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisResult;

/**
 * Strong solving of a small mill game by retrograde analysis over its {@link MillIndex}, group by group as
 * GamesmanOne's tier solver goes: a group's moves lead to groups already solved (a placement, a capture) or stay
 * in it (a step that takes nothing), so each group is solved knowing all it can reach but itself.
 *
 * <p>In a group, the endings are settled first by the rules engine's own judgement ({@link FamilyState#ending()}),
 * and so are the positions all of whose moves leave the group. The rest go a distance at a time: at distance k a
 * position is won when a move reaches a position lost in k - 1 plies, and lost when every move reaches a won one,
 * the longest in k - 1; the moves are the rules engine's ({@link FamilyMoves}), so every rule axis is solved as it
 * is played. What is never decided is a draw: neither side can force a win, only go round.
 *
 * <p>The rules are taken without the draws that need a history: no repetition and no no-mill limit, as GamesmanOne
 * solves them.
 */
public final class MillSolver {

    private final MillRules rules;
    private final MillIndex index;
    private final char[] cells;
    private final int[] moves = new int[FamilyMoves.MAX_MOVES];
    private final int[] parts = new int[5];

    private MillSolver(MillRules rules) {
        this.rules = rules;
        this.index = MillIndex.of(rules);
        this.cells = new char[index.size()];
    }

    /**
     * Every position's value and distance under these rules.
     *
     * @throws IllegalArgumentException when the game has more positions than an array holds
     */
    public static MillSolution solve(MillRules rules) {
        MillSolver solver = new MillSolver(rules);
        for (int group : solver.index.solvingOrder()) {
            solver.solveGroup(solver.index.groupStart(group), solver.index.groupEnd(group));
        }
        return new MillSolution(solver.index, solver.cells);
    }

    /**
     * Only the positions with no man in hand and at most {@code onBoard} men on the board, which no move leaves;
     * the others stay unsolved, and asking for them fails. For checking a large game's endgames quickly.
     */
    static MillSolution solveEndgames(MillRules rules, int onBoard) {
        MillSolver solver = new MillSolver(rules);
        for (int group : solver.index.solvingOrder()) {
            if (solver.index.inHand(group) == 0 && solver.index.onBoard(group) <= onBoard) {
                solver.solveGroup(solver.index.groupStart(group), solver.index.groupEnd(group));
            }
        }
        return new MillSolution(solver.index, solver.cells);
    }

    private void solveGroup(int first, int end) {
        int[] open = new int[end - first];
        int opened = 0;
        // The children of the open positions, kept so that each distance reads them rather than making the moves
        // again: those of open[o] from edges[from[o]] to edges[from[o + 1]].
        int[] from = new int[end - first + 1];
        int[] edges = new int[1 << 10];
        int edgeCount = 0;
        int horizon = 0;
        for (int i = first; i < end; i++) {
            index.decode(i, parts);
            Optional<MorrisResult> ending = FamilyState.of(new FamilyPosition(rules, parts[0], parts[1],
                    Colour.values()[parts[4]], parts[2], parts[3], 0, 0)).ending();
            if (ending.isPresent()) {
                cells[i] = ended(ending.get(), parts[4]);
                continue;
            }
            int children = children(i);
            boolean inside = false;
            for (int m = 0; m < children; m++) {
                int child = moves[m];
                if (child >= first && child < end) {
                    inside = true;
                } else if (cells[child] == MillSolution.UNDECIDED) {
                    throw new IllegalStateException("position " + i + " reaches " + child + ", not yet solved");
                } else {
                    horizon = Math.max(horizon, MillSolution.plies(cells[child]));
                }
            }
            if (!inside) {
                cells[i] = best(moves, 0, children, Integer.MAX_VALUE);
                horizon = Math.max(horizon, MillSolution.plies(cells[i]));
                continue;
            }
            if (edgeCount + children > edges.length) {
                edges = Arrays.copyOf(edges, Math.max(edges.length * 2, edgeCount + children));
            }
            System.arraycopy(moves, 0, edges, edgeCount, children);
            edgeCount += children;
            open[opened++] = i;
            from[opened] = edgeCount;
        }
        int left = opened;
        for (int k = 1; left > 0; k++) {
            int before = left;
            for (int o = 0; o < opened; o++) {
                int i = open[o];
                if (cells[i] != MillSolution.UNDECIDED) {
                    continue;
                }
                char cell = best(edges, from[o], from[o + 1], k - 1);
                if (cell != MillSolution.UNDECIDED) {
                    cells[i] = cell;
                    left--;
                }
            }
            // Nothing came at k, and nothing known lies further: no later distance can bring more.
            if (left == before && k > horizon) {
                break;
            }
        }
        for (int o = 0; o < opened; o++) {
            if (cells[open[o]] == MillSolution.UNDECIDED) {
                cells[open[o]] = MillSolution.cell(MillValue.DRAW, 0);
            }
        }
    }

    /**
     * The cell the children known so far give ({@code children[first]} to {@code children[end - 1]}), counting
     * only those decided within {@code known} plies; undecided when they do not settle it yet.
     */
    private char best(int[] children, int first, int end, int known) {
        int fastestWin = Integer.MAX_VALUE;
        int longestLoss = -1;
        boolean allWon = true;
        for (int m = first; m < end; m++) {
            char child = cells[children[m]];
            if (child == MillSolution.UNDECIDED || MillSolution.plies(child) > known) {
                allWon = false;
                continue;
            }
            switch (MillSolution.value(child)) {
                case LOSS -> fastestWin = Math.min(fastestWin, MillSolution.plies(child) + 1);
                case WIN -> longestLoss = Math.max(longestLoss, MillSolution.plies(child) + 1);
                case DRAW -> allWon = false;
            }
        }
        if (fastestWin != Integer.MAX_VALUE) {
            return MillSolution.cell(MillValue.WIN, fastestWin);
        }
        if (allWon) {
            return MillSolution.cell(MillValue.LOSS, longestLoss);
        }
        return known == Integer.MAX_VALUE ? MillSolution.cell(MillValue.DRAW, 0) : MillSolution.UNDECIDED;
    }

    /** Writes the numbers of the positions the moves from {@link #parts} lead to into {@link #moves}. */
    private int children(int i) {
        int side = parts[4];
        int own = parts[side];
        int theirs = parts[side ^ 1];
        int ownHand = parts[2 + side];
        int theirHand = parts[3 - side];
        int n = FamilyMoves.generate(rules, own, theirs, ownHand, moves, 0);
        for (int m = 0; m < n; m++) {
            int code = moves[m];
            int from = FamilyMoves.from(code);
            int to = FamilyMoves.to(code);
            int remove = FamilyMoves.remove(code);
            int men = from < 0 ? own | 1 << to : own ^ (1 << from | 1 << to);
            int hand = from < 0 ? ownHand - 1 : ownHand;
            int left = remove < 0 ? theirs : theirs & ~(1 << remove);
            int child = side == 0 ? index.indexOf(men, left, hand, theirHand, 1)
                    : index.indexOf(left, men, theirHand, hand, 0);
            if (child < 0) {
                throw new IllegalStateException("a move from position " + i + " leaves the index");
            }
            moves[m] = child;
        }
        return n;
    }

    private static char ended(MorrisResult result, int side) {
        if (result.winner().isEmpty()) {
            return MillSolution.cell(MillValue.DRAW, 0);
        }
        return MillSolution.cell(result.winner().get().ordinal() == side ? MillValue.WIN : MillValue.LOSS, 0);
    }
}
