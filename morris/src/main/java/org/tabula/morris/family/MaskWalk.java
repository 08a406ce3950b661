package org.tabula.morris.family;

import org.tabula.morris.rules.PerftWalker.Bulk;

/**
 * The fast perft of one rule set: a walk of the move tree on masks, a move made by passing the position after it
 * (the side to move's men first, so the arguments swap at every ply) and unmade by returning. Every ending is
 * judged as the states judge it, the draws too: the plies without a mill, and the positions since the last
 * placement or capture, scanned for a third repetition.
 *
 * <p>How much is counted without walking is the {@link Bulk} given: nothing, the last ply (each node above a leaf
 * counts its moves), or the last two where that is exact, as the seed's walker counts them: where both sides only
 * place, every placement closing no mill leaves the same men to take and the same mills to close, so their
 * children's counts are summed in one go and only the placements closing a mill are walked.
 *
 * <p>Not thread-safe (its buffers are its own); one walk per count.
 */
final class MaskWalk {

    private final FamilyMoves generator;
    private final int all;
    private final boolean millWins;
    private final int noMillLimit;
    private final boolean lastPly;
    /** A side with men in hand only places: no Lasker's rule. */
    private final boolean placesOnly;
    /** The last two plies may be summed: neither Lasker's rule (a placer may step) nor a mill that ends the game. */
    private final boolean lastTwoPlies;
    /** The moves of every ply, {@link FamilyMoves#MAX_MOVES} to a ply: only Lasker's rule writes them down. */
    private final int[] moves;
    /** The position after every ply, the side to move's men in the low bits. */
    private final long[] keys;

    MaskWalk(MillRules rules, int depth, Bulk bulk) {
        this.generator = FamilyMoves.of(rules);
        this.all = rules.board().all();
        this.millWins = rules.variant().millWins();
        this.noMillLimit = rules.noMillLimit();
        this.lastPly = bulk != Bulk.NONE;
        this.placesOnly = !rules.lasker();
        this.lastTwoPlies = bulk == Bulk.LAST_TWO_PLIES && placesOnly && !millWins;
        this.moves = new int[placesOnly ? 0 : Math.max(depth, 1) * FamilyMoves.MAX_MOVES];
        this.keys = new long[depth + 1];
    }

    /** The count below a position with no earlier positions to repeat. */
    long count(FamilyPosition position, int depth) {
        int side = position.side();
        int own = position.men(side);
        int theirs = position.men(side ^ 1);
        keys[0] = key(own, theirs);
        return node(own, theirs, position.inHand(side), position.inHand(side ^ 1), position.noMill(), 0, 0, depth,
                generator.closers(own));
    }

    private static long key(int own, int theirs) {
        return (long) own | (long) theirs << 32;
    }

    /**
     * {@code window} is the index in {@link #keys} of the last placement or capture; {@code at} of now;
     * {@code ownClosers} the points where the side to move would close a mill ({@link FamilyMoves#closers(int)}),
     * worked out once by the parent for all its children that take nothing, since their side to move is the same.
     */
    private long node(int own, int theirs, int ownHand, int theirHand, int noMill, int window, int at, int depth,
            int ownClosers) {
        if (depth == 0) {
            return 1;
        }
        if (over(own, theirs, ownHand, theirHand, noMill, window, at)) {
            return 0;
        }
        if (depth == 1 && lastPly) {
            return generator.count(own, theirs, ownHand, ownClosers);
        }
        if (ownHand > 0 && placesOnly) {
            return depth == 2 && lastTwoPlies && theirHand > 0
                    ? placingTwoPlies(own, theirs, ownHand, theirHand, at, ownClosers)
                    : placing(own, theirs, ownHand, theirHand, at, depth, ownClosers);
        }
        if (ownHand == 0) {
            return moving(own, theirs, theirHand, noMill, window, at, depth, ownClosers);
        }
        // Lasker's rule with men in hand: placements and steps, as the generator writes them.
        int theirClosers = generator.closers(theirs);
        int base = at * FamilyMoves.MAX_MOVES;
        int n = generator.generate(own, theirs, ownHand, moves, base);
        long total = 0;
        for (int i = base; i < base + n; i++) {
            int code = moves[i];
            int from = FamilyMoves.from(code);
            int to = FamilyMoves.to(code);
            int remove = FamilyMoves.remove(code);
            int moved = from < 0 ? own | 1 << to : own ^ (1 << from | 1 << to);
            int left = remove < 0 ? theirs : theirs & ~(1 << remove);
            boolean lasting = from < 0 || remove >= 0;
            // A mill resets the no-mill count even when it takes nothing (strict removal).
            boolean mill = remove >= 0 || generator.inMill(moved, to);
            keys[at + 1] = key(left, moved);
            total += node(left, moved, theirHand, from < 0 ? ownHand - 1 : ownHand, lasting || mill ? 0 : noMill + 1,
                    lasting ? at + 1 : window, at + 1, depth - 1, remove < 0 ? theirClosers : generator.closers(left));
        }
        return total;
    }

    /**
     * A node where the side to move only places, walked point by point without writing the moves down: each
     * placement begins the draws' counts afresh, and one closing a mill goes once for each man it may take.
     */
    private long placing(int own, int theirs, int ownHand, int theirHand, int at, int depth, int ownClosers) {
        int empty = all & ~(own | theirs);
        int closing = ownClosers & empty;
        int takeable = closing == 0 ? 0 : generator.takeable(theirs);
        int theirClosers = generator.closers(theirs);
        long total = 0;
        for (int rest = empty; rest != 0; rest &= rest - 1) {
            int point = Integer.lowestOneBit(rest);
            int moved = own | point;
            if ((closing & point) == 0 || takeable == 0) {
                keys[at + 1] = key(theirs, moved);
                total += node(theirs, moved, theirHand, ownHand - 1, 0, at + 1, at + 1, depth - 1, theirClosers);
                continue;
            }
            for (int men = takeable; men != 0; men &= men - 1) {
                int left = theirs & ~Integer.lowestOneBit(men);
                keys[at + 1] = key(left, moved);
                total += node(left, moved, theirHand, ownHand - 1, 0, at + 1, at + 1, depth - 1,
                        generator.closers(left));
            }
        }
        return total;
    }

    /**
     * A node where the side to move has no man in hand and steps or flies, walked man by man without writing the
     * moves down. Only a step to a point where it would close a mill can close one; a mill that takes nothing
     * (strict removal) still begins the no-mill count afresh but not the repetition window.
     */
    private long moving(int own, int theirs, int theirHand, int noMill, int window, int at, int depth,
            int ownClosers) {
        int empty = all & ~(own | theirs);
        int closing = ownClosers & empty;
        boolean fly = generator.flies(own, 0);
        int takeable = closing == 0 ? 0 : generator.takeable(theirs);
        int theirClosers = generator.closers(theirs);
        long total = 0;
        for (int movers = own; movers != 0; movers &= movers - 1) {
            int from = Integer.numberOfTrailingZeros(movers);
            int stay = own & ~(1 << from);
            for (int targets = generator.reach(from, empty, fly); targets != 0; targets &= targets - 1) {
                int to = Integer.numberOfTrailingZeros(targets);
                int moved = stay | 1 << to;
                if ((closing & 1 << to) == 0 || !generator.completes(stay, to)) {
                    keys[at + 1] = key(theirs, moved);
                    total += node(theirs, moved, theirHand, 0, noMill + 1, window, at + 1, depth - 1, theirClosers);
                } else if (takeable == 0) {
                    keys[at + 1] = key(theirs, moved);
                    total += node(theirs, moved, theirHand, 0, 0, window, at + 1, depth - 1, theirClosers);
                } else {
                    for (int men = takeable; men != 0; men &= men - 1) {
                        int left = theirs & ~Integer.lowestOneBit(men);
                        keys[at + 1] = key(left, moved);
                        total += node(left, moved, theirHand, 0, 0, at + 1, at + 1, depth - 1, generator.closers(left));
                    }
                }
            }
        }
        return total;
    }

    /**
     * Every ending but no move, which shows as no moves; the order does not matter for a count. The side that just
     * moved holds {@code theirs}.
     */
    private boolean over(int own, int theirs, int ownHand, int theirHand, int noMill, int window, int at) {
        if ((own | theirs) == all) {
            return true;
        }
        if (millWins && generator.menInMills(theirs) != 0) {
            return true;
        }
        if (Integer.bitCount(own) + ownHand < 3 || Integer.bitCount(theirs) + theirHand < 3) {
            return true;
        }
        if (noMillLimit > 0 && noMill >= noMillLimit) {
            return true;
        }
        // A man needs four plies to come back, so a third time needs at least eight since the window began.
        if (at - window < 8) {
            return false;
        }
        long now = keys[at];
        int times = 0;
        for (int i = at; i >= window; i -= 2) {
            times += keys[i] == now ? 1 : 0;
        }
        return times >= 3;
    }

    /**
     * The count two plies down from a node where the side to move places and the other side places after it. A
     * placement closing no mill leaves a child that cannot be over (men are only moved from hand to board, a
     * placement begins the draws' counts afresh, a full board shows as no moves) and whose count is its empty
     * points, less one, plus the other side's mills to close times the men they may take, less one; those men are
     * the same for every such placement: the mover's men outside mills and the one just placed (or all, leniently).
     */
    private long placingTwoPlies(int own, int theirs, int ownHand, int theirHand, int at, int ownClosers) {
        int empty = all & ~(own | theirs);
        int closing = ownClosers & empty;
        int theirClosers = generator.closers(theirs) & empty;
        int plain = empty & ~closing;
        long total = 0;
        if (plain != 0) {
            long plainCount = Integer.bitCount(plain);
            // Any plain placement gives the same count of men to take: the men outside mills grow by the one placed.
            long takesAfter = Integer.bitCount(generator.takeable(own | Integer.lowestOneBit(plain)));
            total = plainCount * (Integer.bitCount(empty) - 1)
                    + (takesAfter - 1) * (plainCount * Integer.bitCount(theirClosers)
                            - Integer.bitCount(theirClosers & plain));
        }
        if (closing == 0) {
            return total;
        }
        int takeable = generator.takeable(theirs);
        for (int rest = closing; rest != 0; rest &= rest - 1) {
            int moved = own | Integer.lowestOneBit(rest);
            if (takeable == 0) {
                keys[at + 1] = key(theirs, moved);
                total += node(theirs, moved, theirHand, ownHand - 1, 0, at + 1, at + 1, 1, theirClosers);
            }
            for (int men = takeable; men != 0; men &= men - 1) {
                int left = theirs & ~Integer.lowestOneBit(men);
                keys[at + 1] = key(left, moved);
                total += node(left, moved, theirHand, ownHand - 1, 0, at + 1, at + 1, 1, generator.closers(left));
            }
        }
        return total;
    }
}
