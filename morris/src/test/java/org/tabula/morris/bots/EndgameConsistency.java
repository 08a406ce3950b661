package org.tabula.morris.bots;

import java.util.ArrayList;
import java.util.List;
import org.tabula.morris.MorrisNotation;
import org.tabula.morris.bots.EndgameIndex;
import org.tabula.morris.bots.EndgameTable;
import org.tabula.morris.bots.EndgameTables;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.Position;
import org.tabula.morris.rules.Core;

/**
 * Checks an endgame table against itself, move by move, with the game's own move generator (not the builder's):
 * a won position has a move to a position lost for the opponent one ply sooner and none sooner still; a lost
 * position has only moves to positions won for the opponent, the longest one ply shorter (or no move at all, at
 * distance 0); a drawn position has no move to a lost one and at least one to a drawn one.
 */
public final class EndgameConsistency {

    private EndgameConsistency() {
    }

    /** The positions of a table, every {@code step}-th, that break a rule: empty when all keep them. */
    public static List<String> problems(int own, int opp, int step) {
        EndgameTable table = EndgameTables.table(own, opp);
        EndgameIndex index = table.index;
        List<String> problems = new ArrayList<>();
        int[] moves = new int[Core.MAX_MOVES];
        for (int i = 0; i < table.size() && problems.size() < 10; i += step) {
            int ownMen = index.ownMen(i / index.oppCount);
            int oppMen = index.oppMen(i, ownMen);
            Position position = new Position(ownMen, oppMen, Colour.WHITE, 0, 0, 0, 0);
            String problem = problem(table.valueAt(i), Core.of(position, true, 0), moves);
            if (problem != null) {
                problems.add(MorrisNotation.formatPosition(position) + ": " + problem);
            }
        }
        return problems;
    }

    private static String problem(int value, Core core, int[] moves) {
        int count = core.generate(moves, 0);
        int shortestLoss = Integer.MAX_VALUE;
        int longestWin = -1;
        boolean drawn = false;
        for (int i = 0; i < count; i++) {
            int next = successor(core, moves[i]);
            if (next == EndgameTable.DRAW) {
                drawn = true;
            } else if (EndgameTable.isLoss(next)) {
                shortestLoss = Math.min(shortestLoss, EndgameTable.distance(next));
            } else {
                longestWin = Math.max(longestWin, EndgameTable.distance(next));
            }
        }
        if (value == EndgameTable.DRAW) {
            if (shortestLoss != Integer.MAX_VALUE) {
                return "drawn, but a move leaves the opponent lost in " + shortestLoss;
            }
            return drawn ? null : "drawn, but no move keeps the draw";
        }
        int distance = EndgameTable.distance(value);
        if (EndgameTable.isWin(value)) {
            return shortestLoss == distance - 1 ? null
                    : "won in " + distance + ", but the quickest move to a lost position is " + shortestLoss;
        }
        if (count == 0) {
            return distance == 0 ? null : "lost in " + distance + " with no move (that is lost in 0)";
        }
        if (drawn || shortestLoss != Integer.MAX_VALUE) {
            return "lost in " + distance + ", but a move draws or wins";
        }
        return longestWin == distance - 1 ? null
                : "lost in " + distance + ", but the longest move holds out " + longestWin;
    }

    /** The table value of the position a move leads to, for the opponent then to move. */
    private static int successor(Core core, int move) {
        core.make(move);
        try {
            int mover = core.turn();
            int own = core.men(mover);
            int opp = core.men(mover ^ 1);
            if (Integer.bitCount(own) < 3) {
                return 1;
            }
            return EndgameTables.table(Integer.bitCount(own), Integer.bitCount(opp)).value(own, opp);
        } finally {
            core.unmake();
        }
    }
}
