package org.tabula.morris.family;

/**
 * Legal move generation on masks for one rule set of the family: a side's moves from its men, the enemy's men and
 * its men in hand, written as encoded moves or only counted. Holds the board's flat tables and the rules' axes in
 * final fields, so the state, the fast perft and the solver pay nothing per node to look them up; allocation-free.
 *
 * <p>A move is encoded as {@code to | (from + 1) << 5 | (remove + 1) << 10}: 0 for no {@code from} or {@code
 * remove}. Public for the solver beneath this package, which walks every position of a game on masks.
 */
public final class FamilyMoves {

    /** More moves than any position has: 25 points to fly to from twelve men, times twelve men to take. */
    public static final int MAX_MOVES = 25 * 12 * 12;

    private final BoardTables tables;
    private final int all;
    private final int[] neighbours;
    private final Flying flying;
    private final Removal removal;
    private final boolean lasker;
    private final boolean millWins;

    private FamilyMoves(MillRules rules) {
        this.tables = BoardTables.of(rules.board());
        this.all = tables.all;
        this.neighbours = tables.neighbours;
        this.flying = rules.flying();
        this.removal = rules.removal();
        this.lasker = rules.lasker();
        this.millWins = rules.variant().millWins();
    }

    /** The generator of a rule set; cheap, the board's tables being built once. */
    public static FamilyMoves of(MillRules rules) {
        return new FamilyMoves(rules);
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

    /** The legal moves under {@code rules}, for callers holding the rules alone: see the instance's own. */
    public static int generate(MillRules rules, int own, int theirs, int hand, int[] out, int at) {
        return of(rules).generate(own, theirs, hand, out, at);
    }

    /** How many legal moves there are under {@code rules} (see {@link #count(int, int, int)}). */
    static int count(MillRules rules, int own, int theirs, int hand) {
        return of(rules).count(own, theirs, hand);
    }

    /** Whether a side flies under {@code rules} (see {@link #flies(int, int)}). */
    static boolean flies(MillRules rules, int own, int hand) {
        return of(rules).flies(own, hand);
    }

    /** The enemy men a mill may take under {@code rules} (see {@link #takeable(int)}). */
    static int takeable(MillRules rules, int theirs) {
        return of(rules).takeable(theirs);
    }

    /**
     * Whether a side with {@code own} men on the board and {@code hand} in hand flies. Lasker's rule with men in
     * hand is GamesmanOne's ({@code FlyingAllowed} in {@code mills.c}): the men in hand count toward the three,
     * and "always" flies even while men are in hand; without Lasker only a side with none in hand moves at all.
     */
    boolean flies(int own, int hand) {
        return switch (flying) {
            case NEVER -> false;
            case ALWAYS -> lasker || hand == 0;
            case AT_THREE -> lasker ? Integer.bitCount(own) + hand <= 3 : hand == 0 && Integer.bitCount(own) == 3;
        };
    }

    /**
     * The enemy men a mill may take. None when the enemy has no man on the board, or in Three Men's Morris, or
     * under strict removal when every enemy man stands in a mill (GamesmanOne's {@code BuildLegalRemovalsMask}):
     * such a mill is played and takes nothing.
     */
    int takeable(int theirs) {
        if (theirs == 0 || millWins) {
            return 0;
        }
        if (removal == Removal.LENIENT) {
            return theirs;
        }
        int outside = theirs & ~tables.menInMills(theirs);
        return outside != 0 || removal == Removal.STRICT ? outside : theirs;
    }

    /** True when a side may move a man on the board: it has none in hand, or Lasker's rule lets it. */
    boolean canMove(int hand) {
        return hand == 0 || lasker;
    }

    /** True when {@code men} hold a whole mill through {@code point}. */
    boolean inMill(int men, int point) {
        return (men & 1 << point) != 0 && tables.completes(men, point);
    }

    /**
     * The points off {@code men} where a man of theirs would close a mill (empty or not): the empty ones are the
     * only points a move of theirs closes one at.
     */
    int closers(int men) {
        return tables.closers(men);
    }

    /** The empty points a man on {@code from} may go to. */
    int reach(int from, int empty, boolean fly) {
        return fly ? empty : neighbours[from] & empty;
    }

    /** True when {@code men} hold the other two points of a mill through {@code point}. */
    boolean completes(int men, int point) {
        return tables.completes(men, point);
    }

    /** The points of {@code men} that stand in a mill of {@code men}. */
    int menInMills(int men) {
        return tables.menInMills(men);
    }

    /**
     * Writes the legal moves into {@code out} from {@code at} in the fixed order: placements by point, then steps
     * by from and then to, a move that closes a mill once for each man it may take, by that man's point.
     *
     * @return how many were written
     */
    public int generate(int own, int theirs, int hand, int[] out, int at) {
        int empty = all & ~(own | theirs);
        int closers = closers(own) & empty;
        // Worked out at the first move that closes a mill: most positions have none.
        int takeable = -1;
        int n = at;
        if (hand > 0) {
            for (int rest = empty; rest != 0; rest &= rest - 1) {
                int to = Integer.numberOfTrailingZeros(rest);
                if ((closers & 1 << to) != 0) {
                    takeable = takeable < 0 ? takeable(theirs) : takeable;
                    n = emit(out, n, -1, to, takeable);
                } else {
                    out[n++] = to;
                }
            }
        }
        if (!canMove(hand)) {
            return n - at;
        }
        boolean fly = flies(own, hand);
        for (int movers = own; movers != 0; movers &= movers - 1) {
            int from = Integer.numberOfTrailingZeros(movers);
            int stay = own & ~(1 << from);
            int step = (from + 1) << 5;
            int reach = fly ? empty : neighbours[from] & empty;
            for (int targets = reach; targets != 0; targets &= targets - 1) {
                int to = Integer.numberOfTrailingZeros(targets);
                if ((closers & 1 << to) != 0 && tables.completes(stay, to)) {
                    takeable = takeable < 0 ? takeable(theirs) : takeable;
                    n = emit(out, n, from, to, takeable);
                } else {
                    out[n++] = step | to;
                }
            }
        }
        return n - at;
    }

    /**
     * How many legal moves there are, counted without writing them (perft's bulk count): the moves by popcounts,
     * and the moves closing a mill found from the points that would close one, not by trying every move.
     */
    public int count(int own, int theirs, int hand) {
        return count(own, theirs, hand, closers(own));
    }

    /** {@link #count(int, int, int)} for a caller that knows {@code own}'s {@link #closers(int) closers}. */
    int count(int own, int theirs, int hand, int ownClosers) {
        int empty = all & ~(own | theirs);
        int closers = ownClosers & empty;
        int count = 0;
        int closing = 0;
        if (hand > 0) {
            count = Integer.bitCount(empty);
            closing = Integer.bitCount(closers);
        }
        if (canMove(hand)) {
            boolean fly = flies(own, hand);
            if (fly) {
                count += Integer.bitCount(own) * Integer.bitCount(empty);
            } else {
                for (int movers = own; movers != 0; movers &= movers - 1) {
                    count += Integer.bitCount(neighbours[Integer.numberOfTrailingZeros(movers)] & empty);
                }
            }
            for (int rest = closers; rest != 0; rest &= rest - 1) {
                int to = Integer.numberOfTrailingZeros(rest);
                closing += Integer.bitCount(tables.closingMovers(own, fly ? own : neighbours[to] & own, to));
            }
        }
        // A move closing a mill counts once for each man it may take, and once when it may take none.
        return closing == 0 ? count : count + closing * Math.max(Integer.bitCount(takeable(theirs)) - 1, 0);
    }

    private static int emit(int[] out, int n, int from, int to, int takes) {
        int move = to | (from + 1) << 5;
        if (takes == 0) {
            out[n] = move;
            return n + 1;
        }
        for (int rest = takes; rest != 0; rest &= rest - 1) {
            out[n++] = move | (Integer.numberOfTrailingZeros(rest) + 1) << 10;
        }
        return n;
    }
}
