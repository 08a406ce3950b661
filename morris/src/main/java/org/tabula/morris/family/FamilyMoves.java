package org.tabula.morris.family;

import org.tabula.morris.model.MillBoard;

/**
 * Legal move generation on masks for every rule set of the family: a side's moves from its men, the enemy's men
 * and its men in hand, written as encoded moves or only counted. Static and allocation-free, so the state and the
 * fast perft share it.
 *
 * <p>A move is encoded as {@code to | (from + 1) << 5 | (remove + 1) << 10}: 0 for no {@code from} or {@code
 * remove}. Public for the solver beneath this package, which walks every position of a game on masks.
 */
public final class FamilyMoves {

    /** More moves than any position has: 25 points to fly to from twelve men, times twelve men to take. */
    public static final int MAX_MOVES = 25 * 12 * 12;

    private FamilyMoves() {
    }

    public static int to(int code) {
        return code & 31;
    }

    public static int from(int code) {
        return (code >>> 5 & 31) - 1;
    }

    public static int remove(int code) {
        return (code >>> 10 & 31) - 1;
    }

    static int encode(int from, int to, int remove) {
        return to | (from + 1) << 5 | (remove + 1) << 10;
    }

    /**
     * Whether a side with {@code own} men on the board and {@code hand} in hand flies. Lasker's rule with men in
     * hand is GamesmanOne's ({@code FlyingAllowed} in {@code mills.c}): the men in hand count toward the three,
     * and "always" flies even while men are in hand; without Lasker only a side with none in hand moves at all.
     */
    static boolean flies(MillRules rules, int own, int hand) {
        return switch (rules.flying()) {
            case NEVER -> false;
            case ALWAYS -> rules.lasker() || hand == 0;
            case AT_THREE -> rules.lasker() ? Integer.bitCount(own) + hand <= 3
                    : hand == 0 && Integer.bitCount(own) == 3;
        };
    }

    /**
     * The enemy men a mill may take. None when the enemy has no man on the board, or in Three Men's Morris, or
     * under strict removal when every enemy man stands in a mill (GamesmanOne's {@code BuildLegalRemovalsMask}):
     * such a mill is played and takes nothing.
     */
    static int takeable(MillRules rules, int theirs) {
        if (theirs == 0 || rules.variant().millWins()) {
            return 0;
        }
        if (rules.removal() == Removal.LENIENT) {
            return theirs;
        }
        int outside = theirs & ~rules.board().menInMills(theirs);
        return outside != 0 || rules.removal() == Removal.STRICT ? outside : theirs;
    }

    /** True when a side may move a man on the board: it has none in hand, or Lasker's rule lets it. */
    static boolean moves(MillRules rules, int hand) {
        return hand == 0 || rules.lasker();
    }

    /**
     * Writes the legal moves into {@code out} from {@code at} in the fixed order: placements by point, then steps
     * by from and then to, a move that closes a mill once for each man it may take, by that man's point.
     *
     * @return how many were written
     */
    public static int generate(MillRules rules, int own, int theirs, int hand, int[] out, int at) {
        MillBoard board = rules.board();
        int empty = board.all() & ~(own | theirs);
        int takeable = -1;
        int n = at;
        if (hand > 0) {
            for (int rest = empty; rest != 0; rest &= rest - 1) {
                int to = Integer.numberOfTrailingZeros(rest);
                if (board.inMill(own | 1 << to, to)) {
                    takeable = takeable < 0 ? takeable(rules, theirs) : takeable;
                    n = emit(out, n, -1, to, takeable);
                } else {
                    out[n++] = encode(-1, to, -1);
                }
            }
        }
        if (!moves(rules, hand)) {
            return n - at;
        }
        boolean fly = flies(rules, own, hand);
        for (int movers = own; movers != 0; movers &= movers - 1) {
            int from = Integer.numberOfTrailingZeros(movers);
            int stay = own & ~(1 << from);
            int reach = fly ? empty : board.neighbours(from) & empty;
            for (int targets = reach; targets != 0; targets &= targets - 1) {
                int to = Integer.numberOfTrailingZeros(targets);
                if (board.inMill(stay | 1 << to, to)) {
                    takeable = takeable < 0 ? takeable(rules, theirs) : takeable;
                    n = emit(out, n, from, to, takeable);
                } else {
                    out[n++] = encode(from, to, -1);
                }
            }
        }
        return n - at;
    }

    /** How many legal moves there are, counted without writing them (perft's bulk count). */
    static int count(MillRules rules, int own, int theirs, int hand) {
        MillBoard board = rules.board();
        int empty = board.all() & ~(own | theirs);
        int count = 0;
        int closing = 0;
        if (hand > 0) {
            count += Integer.bitCount(empty);
            for (int rest = empty; rest != 0; rest &= rest - 1) {
                int to = Integer.numberOfTrailingZeros(rest);
                closing += board.inMill(own | 1 << to, to) ? 1 : 0;
            }
        }
        if (moves(rules, hand)) {
            boolean fly = flies(rules, own, hand);
            for (int movers = own; movers != 0; movers &= movers - 1) {
                int from = Integer.numberOfTrailingZeros(movers);
                int stay = own & ~(1 << from);
                int targets = fly ? empty : board.neighbours(from) & empty;
                count += Integer.bitCount(targets);
                for (; targets != 0; targets &= targets - 1) {
                    int to = Integer.numberOfTrailingZeros(targets);
                    closing += board.inMill(stay | 1 << to, to) ? 1 : 0;
                }
            }
        }
        // A move closing a mill counts once for each man it may take, and once when it may take none.
        return closing == 0 ? count : count + closing * Math.max(Integer.bitCount(takeable(rules, theirs)) - 1, 0);
    }

    private static int emit(int[] out, int n, int from, int to, int takes) {
        if (takes == 0) {
            out[n] = encode(from, to, -1);
            return n + 1;
        }
        for (int rest = takes; rest != 0; rest &= rest - 1) {
            out[n++] = encode(from, to, Integer.numberOfTrailingZeros(rest));
        }
        return n;
    }
}
