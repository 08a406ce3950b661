package org.tabula.checkers.rules;

import java.util.Arrays;
import org.tabula.checkers.model.Board;
import org.tabula.checkers.model.Colour;
import org.tabula.checkers.model.Position;
import org.tabula.engine.state.UndoableCore;

/**
 * The game state as bitboards, made and unmade in place: the fast core under legal moves, perft and the bots.
 *
 * <p>Three 32-bit masks hold the pieces (black, white, and the kings among both), one bit the side to move.
 * Moves are {@code long}s (see {@link MoveCode}) written into caller-owned arrays, so generating, making and
 * unmaking a move allocate nothing once the stacks have grown to the depth in use. The core also keeps what the
 * draws need: the plies since the last capture or man's move, and every position since the core began, so a
 * third repetition is found by scanning back to the last capture or man's move, which no later move can undo.
 *
 * <p>Listing the moves is {@link MoveGenerator}'s and finding them in bulk {@link SideMasks}'s: both need only
 * the three masks and the side, which the core hands them.
 *
 * <p>Side indices are 0 for black and 1 for white. Not thread-safe; {@link #copy()} gives an independent one.
 */
public final class Core implements UndoableCore<Core> {

    /** No ending yet. */
    public static final int ONGOING = 0;
    /** A side has no piece left. */
    public static final int NO_PIECES = 1;
    /** The side to move has no move. */
    public static final int NO_MOVE = 2;
    /** The same position with the same side to move has stood three times. */
    public static final int REPETITION = 3;
    /** The no-progress limit has been reached. */
    public static final int NO_PROGRESS = 4;

    /** The plies without progress that draw the game; 0 for never. */
    final int noProgressLimit;
    /** Whether the third repetition draws the game. */
    final boolean repetitionDraw;

    private final int[] pieces = new int[2];
    private int kings;
    private int turn;
    private int noProgress;
    private int ply;
    /** The index into the keys of the position right after the last capture or man's move (or the start). */
    private int window;
    /** How many moves have been made on this core; the keys at {@code depth} are the position as it stands. */
    private int depth;

    private long[] madeMoves;
    private int[] savedPieces;
    private int[] savedNoProgress;
    private int[] savedWindow;
    private int[] keys;

    private Core(int noProgressLimit, boolean repetitionDraw, int capacity) {
        this.noProgressLimit = noProgressLimit;
        this.repetitionDraw = repetitionDraw;
        madeMoves = new long[capacity];
        savedPieces = new int[capacity * 3];
        savedNoProgress = new int[capacity];
        savedWindow = new int[capacity];
        keys = new int[(capacity + 1) * 3];
    }

    /** A core standing at a position, with no earlier positions to repeat. */
    public static Core of(Position position, int noProgressLimit, boolean repetitionDraw) {
        Core core = new Core(noProgressLimit, repetitionDraw, 128);
        Board board = position.board();
        core.pieces[0] = board.pieces(Colour.BLACK);
        core.pieces[1] = board.pieces(Colour.WHITE);
        core.kings = board.kings();
        core.turn = position.turn().index();
        core.noProgress = position.noProgress();
        core.ply = position.ply();
        core.storeKey();
        return core;
    }

    /** An independent core in the same state, with the same moves to unmake. */
    @Override
    public Core copy() {
        Core copy = new Core(noProgressLimit, repetitionDraw, madeMoves.length);
        copy.pieces[0] = pieces[0];
        copy.pieces[1] = pieces[1];
        copy.kings = kings;
        copy.turn = turn;
        copy.noProgress = noProgress;
        copy.ply = ply;
        copy.window = window;
        copy.depth = depth;
        System.arraycopy(madeMoves, 0, copy.madeMoves, 0, depth);
        System.arraycopy(savedPieces, 0, copy.savedPieces, 0, depth * 3);
        System.arraycopy(savedNoProgress, 0, copy.savedNoProgress, 0, depth);
        System.arraycopy(savedWindow, 0, copy.savedWindow, 0, depth);
        System.arraycopy(keys, 0, copy.keys, 0, (depth + 1) * 3);
        return copy;
    }

    // ---- the state ----

    /** The side to move: 0 black, 1 white. */
    public int turn() {
        return turn;
    }

    /** The pieces of a side, as a mask of square indices. */
    public int pieces(int side) {
        return pieces[side];
    }

    /** The kings of both sides, as a mask of square indices. */
    public int kings() {
        return kings;
    }

    /** The plies since the last capture or man's move. */
    public int noProgress() {
        return noProgress;
    }

    /** The plies played, counted from the start position's ply. */
    public int ply() {
        return ply;
    }

    /** How many moves were made on this core and can be unmade. */
    public int depth() {
        return depth;
    }

    /** The position as a value. */
    public Position toPosition() {
        return new Position(Board.of(pieces[0], pieces[1], kings), Colour.ofIndex(turn), noProgress, ply);
    }

    /** A 64-bit digest of the position and side to move, for seeding the bots' choices. */
    public long hash() {
        long h = pieces[0] * 0x9E3779B97F4A7C15L;
        h = Long.rotateLeft(h ^ pieces[1] * 0xC2B2AE3D27D4EB4FL, 29);
        h = Long.rotateLeft(h ^ kings * 0x165667B19E3779F9L, 31);
        return h ^ turn;
    }

    /** How often the position as it stands has stood since the last capture or man's move, itself included. */
    public int repetitions() {
        int now = depth * 3;
        int count = 0;
        // A position recurs only with the same side to move, so every other one is skipped.
        for (int i = depth; i >= window; i -= 2) {
            int at = i * 3;
            if (keys[at] == keys[now] && keys[at + 1] == keys[now + 1] && keys[at + 2] == keys[now + 2]) {
                count++;
            }
        }
        return count;
    }

    /**
     * The positions counted for repetition, oldest first, each as its three masks (black, white, kings): from the
     * last capture or man's move to now.
     */
    public int[] windowKeys() {
        return Arrays.copyOfRange(keys, window * 3, (depth + 1) * 3);
    }

    // ---- moves ----

    /** True when the side to move has a jump, found a set of squares at a time. */
    public boolean canJump() {
        return SideMasks.canJump(pieces[turn], pieces[turn ^ 1], kings, turn);
    }

    /** How many steps the side to move has, jumps aside, counted a set of squares at a time. */
    public int countSteps() {
        return SideMasks.countSteps(pieces[turn], pieces[turn ^ 1], kings, turn);
    }

    /** True when the side to move has at least one move, found without listing them. */
    public boolean canMove() {
        return countSteps() > 0 || canJump();
    }

    /** Makes a legal encoded move for the side to move. The move is trusted: check it first. */
    public void make(long move) {
        if (depth == madeMoves.length) {
            grow();
        }
        int side = turn;
        int from = MoveCode.from(move);
        int to = MoveCode.to(move);
        int fromBit = 1 << from;
        int toBit = 1 << to;
        madeMoves[depth] = move;
        savedPieces[depth * 3] = pieces[0];
        savedPieces[depth * 3 + 1] = pieces[1];
        savedPieces[depth * 3 + 2] = kings;
        savedNoProgress[depth] = noProgress;
        savedWindow[depth] = window;
        boolean wasKing = (kings & fromBit) != 0;
        // A king's jump may end on the square it left, so the square is cleared before it is filled.
        pieces[side] = pieces[side] & ~fromBit | toBit;
        int captured = MoveCode.jumps(move) == 0 ? 0 : MoveCode.captured(move);
        pieces[side ^ 1] &= ~captured;
        kings &= ~captured;
        if (wasKing) {
            kings = kings & ~fromBit | toBit;
        } else if ((MoveGenerator.CROWN_ROW[side] & toBit) != 0) {
            kings |= toBit;
        }
        turn = side ^ 1;
        ply++;
        depth++;
        storeKey();
        // Neither a capture nor a man's move can be undone, so each starts both draw counts afresh.
        if (captured != 0 || !wasKing) {
            noProgress = 0;
            window = depth;
        } else {
            noProgress++;
        }
    }

    /** Unmakes the last move made. */
    @Override
    public void unmake() {
        depth--;
        pieces[0] = savedPieces[depth * 3];
        pieces[1] = savedPieces[depth * 3 + 1];
        kings = savedPieces[depth * 3 + 2];
        noProgress = savedNoProgress[depth];
        window = savedWindow[depth];
        ply--;
        turn ^= 1;
    }

    private void storeKey() {
        if ((depth + 1) * 3 > keys.length) {
            keys = Arrays.copyOf(keys, keys.length * 2);
        }
        keys[depth * 3] = pieces[0];
        keys[depth * 3 + 1] = pieces[1];
        // The side to move is left out: positions are compared only every other ply, with the same side to move.
        keys[depth * 3 + 2] = kings;
    }

    private void grow() {
        int capacity = madeMoves.length * 2;
        madeMoves = Arrays.copyOf(madeMoves, capacity);
        savedPieces = Arrays.copyOf(savedPieces, capacity * 3);
        savedNoProgress = Arrays.copyOf(savedNoProgress, capacity);
        savedWindow = Arrays.copyOf(savedWindow, capacity);
        keys = Arrays.copyOf(keys, (capacity + 1) * 3);
    }

    // ---- endings ----

    /** The side with no piece left, the side to move looked at first, or -1 when both have pieces. */
    public int sideWithoutPieces() {
        if (pieces[turn] == 0) {
            return turn;
        }
        return pieces[turn ^ 1] == 0 ? turn ^ 1 : -1;
    }

    /**
     * The ending the position has reached, in the order the rules test them: no piece, no move, repetition, the
     * no-progress limit; {@link #ONGOING} when none.
     */
    public int ending() {
        if (sideWithoutPieces() >= 0) {
            return NO_PIECES;
        }
        if (!canMove()) {
            return NO_MOVE;
        }
        return drawn();
    }

    /** The draw the position has reached ({@link #REPETITION} before {@link #NO_PROGRESS}), or {@link #ONGOING}. */
    public int drawn() {
        // A king needs four plies to come back, so a third time needs at least eight since the window began.
        if (repetitionDraw && depth - window >= 8 && repetitions() >= 3) {
            return REPETITION;
        }
        if (noProgressLimit > 0 && noProgress >= noProgressLimit) {
            return NO_PROGRESS;
        }
        return ONGOING;
    }

    /** True when the game is over by any ending but no-move, which a caller finds by finding no moves. */
    public boolean overUnlessStuck() {
        return sideWithoutPieces() >= 0 || drawn() != ONGOING;
    }
}
