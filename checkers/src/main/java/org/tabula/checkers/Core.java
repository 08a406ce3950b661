package org.tabula.checkers;

import java.util.Arrays;

/**
 * The game state as bitboards, made and unmade in place: the fast core under legal moves, perft and the bots.
 *
 * <p>Three 32-bit masks hold the pieces (black, white, and the kings among both), one bit the side to move.
 * Moves are {@code long}s (see {@link MoveCode}) written into caller-owned arrays, so generating, making and
 * unmaking a move allocate nothing once the stacks have grown to the depth in use. The core also keeps what the
 * draws need: the plies since the last capture or man's move, and every position since the core began, so a
 * third repetition is found by scanning back to the last capture or man's move, which no later move can undo.
 *
 * <p>Side indices are 0 for black and 1 for white. Not thread-safe; {@link #copy()} gives an independent one.
 */
final class Core {

    /**
     * More moves than any position of an ordinary game has, the size a move buffer starts at; a composed position
     * may have more jump sequences, and the buffers grow for it.
     */
    static final int USUAL_MOVES = 128;

    /** No ending yet. */
    static final int ONGOING = 0;
    /** A side has no piece left. */
    static final int NO_PIECES = 1;
    /** The side to move has no move. */
    static final int NO_MOVE = 2;
    /** The same position with the same side to move has stood three times. */
    static final int REPETITION = 3;
    /** The no-progress limit has been reached. */
    static final int NO_PROGRESS = 4;

    /** The rows where each side's men are crowned: black's at the bottom, white's at the top. */
    private static final int[] CROWN_ROW = {Squares.BOTTOM_ROW, Squares.TOP_ROW};
    /** Rows 0, 2, 4 and 6 (ranks 8, 6, 4, 2), whose dark squares are on files b, d, f and h. */
    private static final int EVEN_ROWS = 0x0F0F0F0F;
    /** Rows 1, 3, 5 and 7, whose dark squares are on files a, c, e and g. */
    private static final int ODD_ROWS = 0xF0F0F0F0;
    /** The first square of every row (b8, a7, b6, ...). */
    private static final int FIRST_COLUMN = 0x11111111;
    /** The last square of every row (h8, g7, h6, ...). */
    private static final int LAST_COLUMN = 0x88888888;

    /** The first and last direction each side's men may take: black's down, white's up. */
    private static final int[] FIRST_DIRECTION = {Squares.DOWN_LEFT, Squares.UP_LEFT};
    private static final int[] LAST_DIRECTION = {Squares.DOWN_RIGHT, Squares.UP_RIGHT};

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
    static Core of(Position position, int noProgressLimit, boolean repetitionDraw) {
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
    Core copy() {
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
    int turn() {
        return turn;
    }

    /** The pieces of a side, as a mask of square indices. */
    int pieces(int side) {
        return pieces[side];
    }

    /** The kings of both sides, as a mask of square indices. */
    int kings() {
        return kings;
    }

    /** The plies since the last capture or man's move. */
    int noProgress() {
        return noProgress;
    }

    /** The plies played, counted from the start position's ply. */
    int ply() {
        return ply;
    }

    /** How many moves were made on this core and can be unmade. */
    int depth() {
        return depth;
    }

    /** The position as a value. */
    Position toPosition() {
        return new Position(Board.of(pieces[0], pieces[1], kings), Colour.ofIndex(turn), noProgress, ply);
    }

    /** A 64-bit digest of the position and side to move, for seeding the bots' choices. */
    long hash() {
        long h = pieces[0] * 0x9E3779B97F4A7C15L;
        h = Long.rotateLeft(h ^ pieces[1] * 0xC2B2AE3D27D4EB4FL, 29);
        h = Long.rotateLeft(h ^ kings * 0x165667B19E3779F9L, 31);
        return h ^ turn;
    }

    /** How often the position as it stands has stood since the last capture or man's move, itself included. */
    int repetitions() {
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
    int[] windowKeys() {
        return Arrays.copyOfRange(keys, window * 3, (depth + 1) * 3);
    }

    // ---- moves ----

    /**
     * Writes the legal moves of the side to move into {@code out}, as many as it holds: the jumps when there are
     * any, as capture is compulsory, otherwise the steps. In ascending order of the square left, then of the
     * squares landed on.
     *
     * @return how many there are, 0 when the side to move has no move; more than {@code out} holds means that only
     *     the first were written, and a longer array is needed
     */
    int generate(long[] out) {
        int side = turn;
        int own = pieces[side];
        int empty = ~(own | pieces[side ^ 1]);
        int n = 0;
        if (canJump()) {
            for (int rest = own; rest != 0; rest &= rest - 1) {
                int from = Integer.numberOfTrailingZeros(rest);
                n = jumps(out, n, from, from, (kings >>> from & 1) != 0, empty | 1 << from, 0, 0L, 0);
            }
            return n;
        }
        for (int rest = own; rest != 0; rest &= rest - 1) {
            int from = Integer.numberOfTrailingZeros(rest);
            boolean king = (kings >>> from & 1) != 0;
            int first = king ? Squares.UP_LEFT : FIRST_DIRECTION[side];
            int last = king ? Squares.DOWN_RIGHT : LAST_DIRECTION[side];
            for (int direction = first; direction <= last; direction++) {
                int to = Squares.STEP[direction][from];
                if (to >= 0 && (empty >>> to & 1) != 0) {
                    n = put(out, n, MoveCode.step(from, to));
                }
            }
        }
        return n;
    }

    /**
     * Writes the legal moves into {@code buffers[ply]}, putting a longer array there first when they do not fit.
     *
     * @return how many there are
     */
    int generate(long[][] buffers, int ply) {
        int count = generate(buffers[ply]);
        if (count > buffers[ply].length) {
            buffers[ply] = new long[count * 2];
            generate(buffers[ply]);
        }
        return count;
    }

    /** The legal moves of the side to move, exactly, in the order {@link #generate(long[])} gives them. */
    long[] legalMoves() {
        long[][] buffer = {new long[USUAL_MOVES]};
        return Arrays.copyOf(buffer[0], generate(buffer, 0));
    }

    /** Writes a move at {@code n} when the array has room, and counts it either way. */
    private static int put(long[] out, int n, long move) {
        if (n < out.length) {
            out[n] = move;
        }
        return n + 1;
    }

    /**
     * Writes every jump sequence of the piece that left {@code from} and stands on {@code square}, having taken
     * {@code taken} so far in {@code count} jumps coded in {@code code}. A piece taken is not jumped again. Whether
     * it leaves the board at once or when the move ends makes no difference: every square a piece lands on is on
     * a row of the other parity from every square it jumps, so none is landed on. A man that reaches the far row
     * is crowned and stops.
     */
    private int jumps(long[] out, int n, int from, int square, boolean king, int empty, int taken, long code,
            int count) {
        int side = turn;
        int theirs = pieces[side ^ 1] & ~taken;
        int first = king ? Squares.UP_LEFT : FIRST_DIRECTION[side];
        int last = king ? Squares.DOWN_RIGHT : LAST_DIRECTION[side];
        boolean more = false;
        for (int direction = first; direction <= last; direction++) {
            int land = Squares.JUMP[direction][square];
            if (land < 0 || (empty >>> land & 1) == 0) {
                continue;
            }
            int over = Squares.STEP[direction][square];
            if ((theirs >>> over & 1) == 0) {
                continue;
            }
            more = true;
            long next = code | MoveCode.direction(count, direction);
            if (!king && (CROWN_ROW[side] >>> land & 1) != 0) {
                n = put(out, n, MoveCode.jump(next, from, land, count + 1));
            } else {
                n = jumps(out, n, from, land, king, empty, taken | 1 << over, next, count + 1);
            }
        }
        if (!more && count > 0) {
            n = put(out, n, MoveCode.jump(code, from, square, count));
        }
        return n;
    }

    // Whole sets of squares moved one step at once, by shifting the mask: within a row the index goes up by one
    // square, and a row down is four squares on, less or more one by the row's parity. Squares whose step would
    // leave the board are masked off first.

    private static int downLeft(int squares) {
        return (squares & EVEN_ROWS) << 4 | (squares & ODD_ROWS & ~FIRST_COLUMN) << 3;
    }

    private static int downRight(int squares) {
        return (squares & EVEN_ROWS & ~LAST_COLUMN) << 5 | (squares & ODD_ROWS) << 4;
    }

    private static int upLeft(int squares) {
        return (squares & EVEN_ROWS) >>> 4 | (squares & ODD_ROWS & ~FIRST_COLUMN) >>> 5;
    }

    private static int upRight(int squares) {
        return (squares & EVEN_ROWS & ~LAST_COLUMN) >>> 3 | (squares & ODD_ROWS) >>> 4;
    }

    /** The pieces of the side to move that move down the board: black's all, white's kings. */
    private int downMovers() {
        return turn == 0 ? pieces[0] : pieces[1] & kings;
    }

    /** The pieces of the side to move that move up the board: white's all, black's kings. */
    private int upMovers() {
        return turn == 1 ? pieces[1] : pieces[0] & kings;
    }

    /** True when the side to move has a jump, found a set of squares at a time. */
    boolean canJump() {
        int theirs = pieces[turn ^ 1];
        int empty = ~(pieces[0] | pieces[1]);
        int down = downMovers();
        int up = upMovers();
        return (downLeft(downLeft(down) & theirs) & empty | downRight(downRight(down) & theirs) & empty
                | upLeft(upLeft(up) & theirs) & empty | upRight(upRight(up) & theirs) & empty) != 0;
    }

    /** How many steps the side to move has, jumps aside, counted a set of squares at a time. */
    int countSteps() {
        int empty = ~(pieces[0] | pieces[1]);
        int down = downMovers();
        int up = upMovers();
        return Integer.bitCount(downLeft(down) & empty) + Integer.bitCount(downRight(down) & empty)
                + Integer.bitCount(upLeft(up) & empty) + Integer.bitCount(upRight(up) & empty);
    }

    /** How many moves the side to move has: the steps counted in bulk, or the jump sequences when there are any. */
    int countMoves(long[] scratch) {
        return canJump() ? generate(scratch) : countSteps();
    }

    /** True when the side to move has at least one move, found without listing them. */
    boolean canMove() {
        return countSteps() > 0 || canJump();
    }

    /** Makes a legal encoded move for the side to move. The move is trusted: check it first. */
    void make(long move) {
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
        } else if ((CROWN_ROW[side] & toBit) != 0) {
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
    void unmake() {
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
    int sideWithoutPieces() {
        if (pieces[turn] == 0) {
            return turn;
        }
        return pieces[turn ^ 1] == 0 ? turn ^ 1 : -1;
    }

    /**
     * The ending the position has reached, in the order the rules test them: no piece, no move, repetition, the
     * no-progress limit; {@link #ONGOING} when none.
     */
    int ending() {
        if (sideWithoutPieces() >= 0) {
            return NO_PIECES;
        }
        if (!canMove()) {
            return NO_MOVE;
        }
        return drawn();
    }

    /** The draw the position has reached ({@link #REPETITION} before {@link #NO_PROGRESS}), or {@link #ONGOING}. */
    int drawn() {
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
    boolean overUnlessStuck() {
        return sideWithoutPieces() >= 0 || drawn() != ONGOING;
    }
}
