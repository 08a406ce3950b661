package org.tabula.morris.family;

/**
 * Perft over the family's rules: the number of move sequences of a depth, a move that closes a mill counted once
 * for each man it may take and a finished game (by any ending, the draws included) having no moves, as the seed's
 * perft counts.
 */
public final class FamilyPerft {

    private FamilyPerft() {
    }

    /** Perft walked on the immutable states, every ending judged at every node: the reference walk. */
    public static long perft(FamilyState state, int depth) {
        checkDepth(depth);
        if (depth == 0) {
            return 1;
        }
        long total = 0;
        for (FamilyMove move : state.moves()) {
            total += perft(state.after(move), depth - 1);
        }
        return total;
    }

    /**
     * The same count walked on masks with the last ply counted in bulk, from a position with no earlier positions
     * to repeat: many times faster, for the figures and the benchmarks.
     */
    public static long fast(FamilyPosition position, int depth) {
        checkDepth(depth);
        Walk walk = new Walk(position.rules(), depth);
        walk.keys[0] = Repeats.key(position.white(), position.black(), position.side());
        return walk.count(new int[] {position.white(), position.black()},
                new int[] {position.whiteInHand(), position.blackInHand()}, position.side(), position.noMill(),
                0, 0, depth);
    }

    /**
     * The count a game standing at this state gives: the walk on masks when no earlier position can repeat (the
     * walk knows none before its start), else the walk on states, which carries the game's own.
     */
    public static long of(FamilyState state, int depth) {
        return state.beginsRepeats() ? fast(state.position(), depth) : perft(state, depth);
    }

    private static void checkDepth(int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("a perft depth is 0 or more, not " + depth);
        }
    }

    /** The walk's buffers: the moves of every ply and the keys since the last placement or capture. */
    private static final class Walk {
        private final MillRules rules;
        private final int[] moves;
        private final long[] keys;

        Walk(MillRules rules, int depth) {
            this.rules = rules;
            this.moves = new int[Math.max(depth, 1) * FamilyMoves.MAX_MOVES];
            this.keys = new long[depth + 1];
        }

        /** {@code window} is the index in {@link #keys} of the last placement or capture; {@code at} of now. */
        long count(int[] men, int[] hand, int turn, int noMill, int window, int at, int depth) {
            if (depth == 0) {
                return 1;
            }
            if (over(men, hand, turn, noMill, window, at)) {
                return 0;
            }
            int own = men[turn];
            int theirs = men[turn ^ 1];
            if (depth == 1) {
                return FamilyMoves.count(rules, own, theirs, hand[turn]);
            }
            int base = at * FamilyMoves.MAX_MOVES;
            int n = FamilyMoves.generate(rules, own, theirs, hand[turn], moves, base);
            long total = 0;
            for (int i = base; i < base + n; i++) {
                int code = moves[i];
                int from = FamilyMoves.from(code);
                int to = FamilyMoves.to(code);
                int remove = FamilyMoves.remove(code);
                int moved = from < 0 ? own | 1 << to : own ^ (1 << from | 1 << to);
                boolean mill = rules.board().inMill(moved, to);
                men[turn] = moved;
                men[turn ^ 1] = remove < 0 ? theirs : theirs & ~(1 << remove);
                hand[turn] -= from < 0 ? 1 : 0;
                boolean lasting = from < 0 || remove >= 0;
                keys[at + 1] = Repeats.key(men[0], men[1], turn ^ 1);
                total += count(men, hand, turn ^ 1, lasting || mill ? 0 : noMill + 1, lasting ? at + 1 : window,
                        at + 1, depth - 1);
                men[turn] = own;
                men[turn ^ 1] = theirs;
                hand[turn] += from < 0 ? 1 : 0;
            }
            return total;
        }

        /** Every ending but no move, which shows as no moves; the order does not matter for a count. */
        private boolean over(int[] men, int[] hand, int turn, int noMill, int window, int at) {
            if ((men[0] | men[1]) == rules.board().all()) {
                return true;
            }
            if (rules.variant().millWins() && rules.board().menInMills(men[turn ^ 1]) != 0) {
                return true;
            }
            if (Integer.bitCount(men[0]) + hand[0] < 3 || Integer.bitCount(men[1]) + hand[1] < 3) {
                return true;
            }
            int times = 0;
            for (int i = at; i >= window; i -= 2) {
                times += keys[i] == keys[at] ? 1 : 0;
            }
            return times >= 3 || rules.noMillLimit() > 0 && noMill >= rules.noMillLimit();
        }
    }
}
