package org.tabula.morris.bots;

import java.util.Arrays;
import org.tabula.morris.rules.Core;

/**
 * How the top bot uses the endgame tables: which positions it looks up, and which moves keep a solved
 * position's value.
 *
 * <p>The bot reads the subspaces up to four men a side (3-3, 4-3 and 4-4): together they build in seconds, the
 * first time one is needed. Larger ones are for {@link org.tabula.morris.MorrisEndgame} callers who can wait.
 */
public final class EndgameChoice {

    /** The most men a side has in the subspaces the bot reads. */
    static final int MOST_MEN = 4;

    private EndgameChoice() {
    }

    /** True when the position of a core is in a subspace the bot reads: men all placed, three or four a side. */
    static boolean solved(Core core) {
        if (core.hand(0) != 0 || core.hand(1) != 0) {
            return false;
        }
        int white = Integer.bitCount(core.men(0));
        int black = Integer.bitCount(core.men(1));
        return white >= 3 && black >= 3 && white <= MOST_MEN && black <= MOST_MEN;
    }

    /** The table value byte of a core's position, which must be {@link #solved}. */
    static int value(Core core) {
        int own = core.men(core.turn());
        int opp = core.men(core.turn() ^ 1);
        return EndgameTables.table(Integer.bitCount(own), Integer.bitCount(opp)).value(own, opp);
    }

    /**
     * The moves of a solved position that keep its value, in the order given: the shortest wins, every draw, or
     * the longest losses. A win that would end the game drawn at once (a third repetition, the no-mill limit),
     * which the tables do not see, goes after the others of its distance, and a longer win is kept in case all
     * do.
     */
    static int[] keepValue(Core core, int[] moves) {
        int[] ranks = new int[moves.length];
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < moves.length; i++) {
            ranks[i] = rank(core, moves[i]);
            if (ranks[i] > 0 && drawsAtOnce(core, moves[i])) {
                // Still a win in the tables, but the game would not let it be one.
                ranks[i] = 0;
            }
            best = Math.max(best, ranks[i]);
        }
        int[] kept = new int[moves.length];
        int n = 0;
        for (int i = 0; i < moves.length; i++) {
            if (ranks[i] == best) {
                kept[n++] = moves[i];
            }
        }
        return Arrays.copyOf(kept, n);
    }

    /** True when the move wins or loses by the tables, leaving nothing to search for. */
    static boolean decided(Core core, int move) {
        return rank(core, move) != 0 && !drawsAtOnce(core, move);
    }

    private static boolean drawsAtOnce(Core core, int move) {
        core.make(move);
        boolean drawn = core.sideBelowThree() < 0 && core.drawn() != Core.ONGOING;
        core.unmake();
        return drawn;
    }

    /**
     * How good a move is for the side to move of a core in a solved subspace, by the value it leads to: a win
     * sooner is higher, a loss later is higher, a draw is 0.
     */
    public static int rank(Core core, int move) {
        core.make(move);
        try {
            int mover = core.turn();
            int own = core.men(mover);
            int opp = core.men(mover ^ 1);
            if (Integer.bitCount(own) < 3) {
                // The opponent is down to two men: this move wins, a distance of one.
                return EndgameTable.MAX_DISTANCE;
            }
            int value = EndgameTables.table(Integer.bitCount(own), Integer.bitCount(opp)).value(own, opp);
            if (value == EndgameTable.DRAW) {
                return 0;
            }
            int distance = EndgameTable.distance(value) + 1;
            // The value is the opponent's: their loss is our win.
            return EndgameTable.isLoss(value) ? EndgameTable.MAX_DISTANCE + 1 - distance
                    : -(EndgameTable.MAX_DISTANCE + 1 - distance);
        } finally {
            core.unmake();
        }
    }
}
