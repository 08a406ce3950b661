package org.tabula.morris.rules;

import org.tabula.morris.model.Points;

/**
 * The fast perft: a walk of the move tree with the whole state in primitive arguments, so a move is made by
 * passing the position after it and unmade by returning.
 *
 * <p>Each side's men travel as a dual mask ({@link Mills}), the side to move first, so the arguments swap at
 * every ply. The draws are kept exactly as {@link Core} keeps them: the plies since the last placement or
 * capture, and a stack of the positions since then, scanned for a third repetition.
 *
 * <p>How much is counted without walking is the {@link Bulk} given: nothing (every leaf is reached), the last
 * ply (the moves of each node above a leaf counted from popcounts), or the last two where a placement allows it
 * (the children of a placement that closes no mill all share the same counts, so they are summed in one go).
 *
 * <p>Not thread-safe (the repetition stack is its own); one walker per thread.
 */
public final class PerftWalker {

    /** How many of the last plies are counted rather than walked. */
    public enum Bulk {
        /** Every leaf is reached by making its move. */
        NONE,
        /** The moves at the last ply are counted, not made. */
        LAST_PLY,
        /** As {@link #LAST_PLY}, and below a placement whose children place too, the last two plies are summed. */
        LAST_TWO_PLIES
    }

    // Point tables are 32 long and read at point & 31, so the compiler can drop the bounds checks.
    private static final int[] NEIGHBOURS = new int[32];
    /** For each point, the other two points of each mill through it. */
    private static final int[] PAIR_A = new int[32];
    private static final int[] PAIR_B = new int[32];

    static {
        for (int point = 0; point < Points.COUNT; point++) {
            NEIGHBOURS[point] = Points.neighbours(point);
            PAIR_A[point] = PointTables.millThrough(point, 0) & ~(1 << point);
            PAIR_B[point] = PointTables.millThrough(point, 1) & ~(1 << point);
        }
    }

    private final boolean flying;
    private final int noMillLimit;
    private final int bulkPlies;
    /** The positions since the last placement or capture, the side to move's men in the low 24 bits. */
    private final long[] keys;

    private PerftWalker(boolean flying, int noMillLimit, Bulk bulk, int stack) {
        this.flying = flying;
        this.noMillLimit = noMillLimit;
        this.bulkPlies = bulk.ordinal();
        this.keys = new long[stack];
    }

    /**
     * The perft count below a core's position, its repetition history included; the core is not changed. A game
     * over by fewer than three men, no move, repetition or the no-mill limit has no moves.
     */
    public static long perft(Core core, int depth, Bulk bulk) {
        if (depth < 0) {
            throw new IllegalArgumentException("perft depth is 0 or more: " + depth);
        }
        long[] history = core.windowKeys();
        PerftWalker walker = new PerftWalker(core.flying, core.noMillLimit, bulk, history.length + depth + 2);
        int turn = core.turn();
        for (int i = 0; i < history.length; i++) {
            walker.keys[i] = moverFirst(history[i]);
        }
        long own = Mills.dual(core.men(turn));
        long theirs = Mills.dual(core.men(turn ^ 1));
        return walker.node(own, theirs, core.hand(turn), core.hand(turn ^ 1), depth, core.noMill(),
                history.length - 1);
    }

    /** A {@link Core#key()} turned round so the side to move's men come first, as this walker keys positions. */
    private static long moverFirst(long coreKey) {
        long white = coreKey & Points.ALL;
        long black = coreKey >>> 24 & Points.ALL;
        return (coreKey >>> 48) == 0 ? white | black << 24 : black | white << 24;
    }

    private static long key(long own, long theirs) {
        return (own & Points.ALL) | (theirs & Points.ALL) << 24;
    }

    /** Any node: the endings tested, then the walk for the side's phase. */
    private long node(long own, long theirs, int ownHand, int theirHand, int depth, int noMill, int sp) {
        if (depth == 0) {
            return 1;
        }
        if (ownHand == 0) {
            return moving(own, theirs, theirHand, depth, noMill, sp);
        }
        if (drawn(noMill, sp)) {
            return 0;
        }
        return placing(own, theirs, ownHand, theirHand, depth, sp);
    }

    /**
     * True when the node is drawn. The repetition window is not passed down: it begins {@code noMill} plies back
     * (the plies since the last placement or capture), or at the oldest key when the start position's own count
     * reaches further back than the history the game kept.
     */
    private boolean drawn(int noMill, int sp) {
        if (noMillLimit > 0 && noMill >= noMillLimit) {
            return true;
        }
        // A man needs four plies to come back, so a third time needs at least eight since the window began.
        if (noMill < 8 || sp < 8) {
            return false;
        }
        int window = Math.max(0, sp - noMill);
        long now = keys[sp];
        int seen = 0;
        for (int i = sp; i >= window; i -= 2) {
            if (keys[i] == now) {
                seen++;
            }
        }
        return seen >= 3;
    }

    private static boolean belowThree(long own, long theirs, int ownHand, int theirHand) {
        return Long.bitCount(own) + 2 * ownHand < 6 || Long.bitCount(theirs) + 2 * theirHand < 6;
    }

    /** A node where the side to move places; it cannot be drawn, which its caller made sure of. */
    private long placing(long own, long theirs, int ownHand, int theirHand, int depth, int sp) {
        if (depth == 0) {
            return 1;
        }
        if (belowThree(own, theirs, ownHand, theirHand)) {
            return 0;
        }
        if (depth == 1 && bulkPlies > 0) {
            return placingCount(own, theirs);
        }
        if (depth == 2 && bulkPlies > 1 && theirHand > 0) {
            return placingTwoPlies(own, theirs, ownHand, theirHand);
        }
        int empty = Points.ALL & ~(int) (own | theirs);
        int closers = Mills.closers(own) & empty;
        int take = theirs == 0 ? 0 : Mills.takeable(theirs);
        long total = 0;
        for (int rest = empty; rest != 0; rest &= rest - 1) {
            int to = Integer.numberOfTrailingZeros(rest);
            long after = own | Mills.bit(to);
            if ((closers & 1 << to) != 0 && take != 0) {
                for (int men = take; men != 0; men &= men - 1) {
                    long left = theirs & ~Mills.bit(Integer.numberOfTrailingZeros(men));
                    total += afterReset(left, after, theirHand, ownHand - 1, depth - 1, sp);
                }
            } else {
                total += afterReset(theirs, after, theirHand, ownHand - 1, depth - 1, sp);
            }
        }
        return total;
    }

    /** A node reached by a placement or a capture: no draw can stand, and the repetition window begins anew. */
    private long afterReset(long own, long theirs, int ownHand, int theirHand, int depth, int sp) {
        if (ownHand > 0) {
            return placing(own, theirs, ownHand, theirHand, depth, sp);
        }
        keys[sp + 1] = key(own, theirs);
        return moving(own, theirs, theirHand, depth, 0, sp + 1);
    }

    /** A node where the side to move has nothing in hand and steps or flies. */
    private long moving(long own, long theirs, int theirHand, int depth, int noMill, int sp) {
        if (depth == 0) {
            return 1;
        }
        if (belowThree(own, theirs, 0, theirHand) || drawn(noMill, sp)) {
            return 0;
        }
        boolean fly = flying && Long.bitCount(own) == 6;
        if (depth == 1 && bulkPlies > 0) {
            return movingCount(own, theirs, fly);
        }
        int men = (int) own;
        int empty = Points.ALL & ~(men | (int) theirs);
        int take = theirs == 0 ? 0 : Mills.takeable(theirs);
        long total = 0;
        for (int movers = men; movers != 0; movers &= movers - 1) {
            int from = Integer.numberOfTrailingZeros(movers) & 31;
            int stay = men & ~(1 << from);
            long lifted = own & ~Mills.bit(from);
            for (int targets = fly ? empty : NEIGHBOURS[from] & empty; targets != 0; targets &= targets - 1) {
                int to = Integer.numberOfTrailingZeros(targets) & 31;
                long after = lifted | Mills.bit(to);
                int pairA = PAIR_A[to];
                int pairB = PAIR_B[to];
                boolean closes = (stay & pairA) == pairA | (stay & pairB) == pairB;
                if (closes && take != 0) {
                    for (int taken = take; taken != 0; taken &= taken - 1) {
                        long left = theirs & ~Mills.bit(Integer.numberOfTrailingZeros(taken));
                        total += afterReset(left, after, theirHand, 0, depth - 1, sp);
                    }
                } else if (theirHand == 0) {
                    keys[sp + 1] = key(theirs, after);
                    total += moving(theirs, after, 0, depth - 1, noMill + 1, sp + 1);
                } else {
                    keys[sp + 1] = key(theirs, after);
                    total += node(theirs, after, theirHand, 0, depth - 1, noMill + 1, sp + 1);
                }
            }
        }
        return total;
    }

    /** How many placements the side to move has: one for each empty point, and one per man to take for a mill. */
    private static long placingCount(long own, long theirs) {
        int empty = Points.ALL & ~(int) (own | theirs);
        int takes = theirs == 0 ? 1 : Integer.bitCount(Mills.takeable(theirs));
        return Integer.bitCount(empty) + (long) (takes - 1) * Integer.bitCount(Mills.closers(own) & empty);
    }

    /**
     * The count two plies down from a placement whose children place too. A placement that closes no mill leaves
     * the same men free and adds one, so every such child counts the same placements, less the point just taken,
     * times the same men to take: they are summed at once, and only the placements closing a mill are walked.
     */
    private static long placingTwoPlies(long own, long theirs, int ownHand, int theirHand) {
        int empty = Points.ALL & ~(int) (own | theirs);
        int closing = Mills.closers(own) & empty;
        int plain = empty & ~closing;
        long plainCount = Integer.bitCount(plain);
        // The children's side to move is theirs: what it could close, and how many of ours (one more) it could take.
        int theirClosers = Mills.closers(theirs) & empty;
        int ownFree = (int) own & ~Mills.inMills(own);
        long takesAfter = Integer.bitCount(ownFree) + 1;
        long total = plainCount * (Integer.bitCount(empty) - 1)
                + (takesAfter - 1) * (plainCount * Integer.bitCount(theirClosers)
                        - Integer.bitCount(theirClosers & plain));
        int take = theirs == 0 ? 0 : Mills.takeable(theirs);
        for (int rest = closing; rest != 0; rest &= rest - 1) {
            long after = own | Mills.bit(Integer.numberOfTrailingZeros(rest));
            if (take == 0) {
                total += placingCount(theirs, after);
                continue;
            }
            for (int men = take; men != 0; men &= men - 1) {
                long left = theirs & ~Mills.bit(Integer.numberOfTrailingZeros(men));
                if (!belowThree(left, after, theirHand, ownHand - 1)) {
                    total += placingCount(left, after);
                }
            }
        }
        return total;
    }

    /**
     * How many steps (or flights) the side to move has: one for each man and empty point it may reach, and one
     * per man to take for each that closes a mill. A step to a point completing a mill closes it unless the man
     * comes from that very mill; when both mills through the point are ready, any man closes one of them.
     */
    private static long movingCount(long own, long theirs, boolean fly) {
        int men = (int) own;
        int empty = Points.ALL & ~(men | (int) theirs);
        int moves = fly ? Integer.bitCount(men) * Integer.bitCount(empty) : Mills.steps(own, Mills.ALL & ~(own | theirs));
        int closing = Mills.closers(own) & empty;
        if (closing == 0) {
            return moves;
        }
        int takes = theirs == 0 ? 1 : Integer.bitCount(Mills.takeable(theirs));
        if (takes == 1) {
            return moves;
        }
        int closingMoves = 0;
        for (int rest = closing; rest != 0; rest &= rest - 1) {
            int to = Integer.numberOfTrailingZeros(rest) & 31;
            int pairA = PAIR_A[to];
            int pairB = PAIR_B[to];
            boolean a = (men & pairA) == pairA;
            boolean b = (men & pairB) == pairB;
            int movers = fly ? men : NEIGHBOURS[to] & men;
            int closes = a && b ? movers : a ? movers & ~pairA : movers & ~pairB;
            closingMoves += Integer.bitCount(closes);
        }
        return moves + (long) (takes - 1) * closingMoves;
    }
}
