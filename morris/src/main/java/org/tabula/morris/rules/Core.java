package org.tabula.morris.rules;

import java.util.Arrays;
import org.tabula.engine.state.UndoableCore;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.Position;

/**
 * The game state as bitboards, made and unmade in place: the fast core under legal moves, perft and the bots.
 *
 * <p>Two 24-bit masks hold the men, two counts the men in hand, one bit the side to move. Moves are
 * {@code int}s (see {@link MoveCode}) written into caller-owned arrays, so generating, making and unmaking a move
 * allocate nothing once the undo stack has grown to the depth in use. The core also keeps what the endings need:
 * the plies since the last placement or capture and the key of every position since the core began, so a third
 * repetition can be found by scanning back to the last placement or capture.
 *
 * <p>Side indices are 0 for white and 1 for black. Not thread-safe; {@link #copy()} gives an independent one.
 */
public final class Core implements UndoableCore<Core> {

    /** More moves than any position has: at most 36 steps (or 63 flights) times nine men to take. */
    public static final int MAX_MOVES = 640;

    /** No ending yet. */
    public static final int ONGOING = 0;
    /** A side has fewer than three men, on the board and in hand together. */
    static final int FEWER_THAN_THREE = 1;
    /** The side to move has no move. */
    static final int NO_MOVE = 2;
    /** The same position has stood three times since the last placement or capture. */
    static final int REPETITION = 3;
    /** The no-mill limit has been reached. */
    static final int NO_MILL = 4;

    public final boolean flying;
    public final int noMillLimit;

    private final int[] men = new int[2];
    private final int[] hand = new int[2];
    private int turn;
    private int noMill;
    private int ply;
    /** The index into {@link #keys} of the position right after the last placement or capture (or the start). */
    private int window;
    /** How many moves have been made on this core; {@code keys[depth]} is the position as it stands. */
    private int depth;

    private int[] madeMoves;
    private int[] savedNoMill;
    private int[] savedWindow;
    private long[] keys;

    private Core(boolean flying, int noMillLimit, int capacity) {
        this.flying = flying;
        this.noMillLimit = noMillLimit;
        madeMoves = new int[capacity];
        savedNoMill = new int[capacity];
        savedWindow = new int[capacity];
        keys = new long[capacity + 1];
    }

    /** A core standing at a position, with no earlier positions to repeat. */
    public static Core of(Position position, boolean flying, int noMillLimit) {
        Core core = new Core(flying, noMillLimit, 256);
        core.men[0] = position.white();
        core.men[1] = position.black();
        core.hand[0] = position.whiteInHand();
        core.hand[1] = position.blackInHand();
        core.turn = position.turn() == Colour.WHITE ? 0 : 1;
        core.noMill = position.noMill();
        core.ply = position.ply();
        core.keys[0] = core.key();
        return core;
    }

    /** An independent core in the same state, with the same moves to unmake. */
    @Override
    public Core copy() {
        Core copy = new Core(flying, noMillLimit, madeMoves.length);
        System.arraycopy(men, 0, copy.men, 0, 2);
        System.arraycopy(hand, 0, copy.hand, 0, 2);
        copy.turn = turn;
        copy.noMill = noMill;
        copy.ply = ply;
        copy.window = window;
        copy.depth = depth;
        System.arraycopy(madeMoves, 0, copy.madeMoves, 0, depth);
        System.arraycopy(savedNoMill, 0, copy.savedNoMill, 0, depth);
        System.arraycopy(savedWindow, 0, copy.savedWindow, 0, depth);
        System.arraycopy(keys, 0, copy.keys, 0, depth + 1);
        return copy;
    }

    // ---- the state ----

    /** The side to move: 0 white, 1 black. */
    public int turn() {
        return turn;
    }

    /** The men of a side on the board, as a mask. */
    public int men(int side) {
        return men[side];
    }

    /** The men a side has yet to place. */
    public int hand(int side) {
        return hand[side];
    }

    /** The plies since the last placement or capture. */
    public int noMill() {
        return noMill;
    }

    /** The plies played, counted from the start position's ply. */
    public int ply() {
        return ply;
    }

    /** How many moves were made on this core and can be unmade. */
    int depth() {
        return depth;
    }

    /** The encoded move made {@code index} moves after this core began. */
    int madeMove(int index) {
        return madeMoves[index];
    }

    /** The position as a value. */
    public Position toPosition() {
        return new Position(men[0], men[1], turn == 0 ? Colour.WHITE : Colour.BLACK, hand[0], hand[1], noMill, ply);
    }

    /** The repetition key of the position as it stands: the men and the side to move. */
    public long key() {
        return (long) men[0] | (long) men[1] << 24 | (long) turn << 48;
    }

    /** The keys counted for repetition, oldest first: from the last placement or capture to now. */
    long[] windowKeys() {
        return Arrays.copyOfRange(keys, window, depth + 1);
    }

    /** How often the position as it stands has stood since the last placement or capture, itself included. */
    public int repetitions() {
        long now = keys[depth];
        int count = 0;
        // A position recurs only with the same side to move, so every other key is skipped.
        for (int i = depth; i >= window; i -= 2) {
            if (keys[i] == now) {
                count++;
            }
        }
        return count;
    }

    /** The men of a side a mill may take: those outside mills, or all of them when every one stands in one. */
    int takeable(int side) {
        return Mills.takeable(Mills.dual(men[side]));
    }

    /** True when a side moves its men to any empty point. */
    public boolean flies(int side) {
        return flying && hand[side] == 0 && Integer.bitCount(men[side]) == 3;
    }

    // ---- moves ----

    /**
     * Writes the legal moves of the side to move into {@code out} from {@code at}, in the game's fixed order (see
     * {@link MoveGenerator#generate}).
     *
     * @return how many were written; 0 when the side to move has no move (whatever the other endings say)
     */
    public int generate(int[] out, int at) {
        int side = turn;
        return MoveGenerator.generate(men[side], men[side ^ 1], hand[side] > 0, flies(side), out, at);
    }

    /** How many legal moves the side to move has, counted without writing them (perft's bulk count). */
    public int countMoves() {
        int side = turn;
        return MoveGenerator.count(men[side], men[side ^ 1], hand[side] > 0, flies(side));
    }

    /** Makes a legal encoded move for the side to move. The move is trusted: check it first. */
    public void make(int move) {
        if (depth == madeMoves.length) {
            grow();
        }
        int side = turn;
        int to = MoveCode.to(move);
        int from = MoveCode.from(move);
        int remove = MoveCode.remove(move);
        madeMoves[depth] = move;
        savedNoMill[depth] = noMill;
        savedWindow[depth] = window;
        if (from < 0) {
            men[side] |= 1 << to;
            hand[side]--;
        } else {
            men[side] ^= 1 << from | 1 << to;
        }
        if (remove >= 0) {
            men[side ^ 1] &= ~(1 << remove);
        }
        turn = side ^ 1;
        ply++;
        depth++;
        keys[depth] = key();
        // Neither a placement nor a capture can be undone by later moves, so each starts both counts afresh.
        if (from < 0 || remove >= 0) {
            noMill = 0;
            window = depth;
        } else {
            noMill++;
        }
    }

    /** Unmakes the last move made. */
    @Override
    public void unmake() {
        depth--;
        int move = madeMoves[depth];
        noMill = savedNoMill[depth];
        window = savedWindow[depth];
        ply--;
        turn ^= 1;
        int side = turn;
        int to = MoveCode.to(move);
        int from = MoveCode.from(move);
        int remove = MoveCode.remove(move);
        if (remove >= 0) {
            men[side ^ 1] |= 1 << remove;
        }
        if (from < 0) {
            men[side] &= ~(1 << to);
            hand[side]++;
        } else {
            men[side] ^= 1 << from | 1 << to;
        }
    }

    private void grow() {
        int capacity = madeMoves.length * 2;
        madeMoves = Arrays.copyOf(madeMoves, capacity);
        savedNoMill = Arrays.copyOf(savedNoMill, capacity);
        savedWindow = Arrays.copyOf(savedWindow, capacity);
        keys = Arrays.copyOf(keys, capacity + 1);
    }

    // ---- endings ----

    /** The men a side has left, on the board and in hand. */
    public int menLeft(int side) {
        return Integer.bitCount(men[side]) + hand[side];
    }

    /** The side with fewer than three men, the side to move looked at first, or -1 when neither. */
    public int sideBelowThree() {
        if (menLeft(turn) < 3) {
            return turn;
        }
        return menLeft(turn ^ 1) < 3 ? turn ^ 1 : -1;
    }

    /**
     * The ending the position has reached, in the order the rules test them: fewer than three men, no move,
     * repetition, the no-mill limit; {@link #ONGOING} when none.
     */
    int ending() {
        if (sideBelowThree() >= 0) {
            return FEWER_THAN_THREE;
        }
        if (countMoves() == 0) {
            return NO_MOVE;
        }
        return drawn();
    }

    /** The draw the position has reached ({@link #REPETITION} before {@link #NO_MILL}), or {@link #ONGOING}. */
    public int drawn() {
        // A man needs four plies to come back, so a third time needs at least eight since the window began.
        if (depth - window >= 8 && repetitions() >= 3) {
            return REPETITION;
        }
        if (noMillLimit > 0 && noMill >= noMillLimit) {
            return NO_MILL;
        }
        return ONGOING;
    }

    /** True when the game is over by any ending but no-move, which a caller finds by finding no moves. */
    public boolean overUnlessStuck() {
        return sideBelowThree() >= 0 || drawn() != ONGOING;
    }
}
