package org.tabula.xiangqi.rules;

import java.util.Arrays;
import org.tabula.engine.state.UndoableCore;
import org.tabula.xiangqi.model.Cells;
import org.tabula.xiangqi.model.Colour;
import org.tabula.xiangqi.model.Position;
import org.tabula.xiangqi.model.PositionAccess;
import org.tabula.xiangqi.model.Squares;

/**
 * The game state as board arrays, made and unmade in place: the fast core under legal moves, perft, the endings
 * and the bots.
 *
 * <p>A cell holds 0 for an empty point, a kind's code (1 general to 7 soldier) for a red piece and its negative
 * for a black one ({@link Cells}). Colours are 0 for red and 1 for black. The stacks remember what each move
 * took, the no-capture count before it and the position's hash, so {@link #unmake()} restores everything; which
 * moves are legal is {@link LegalMoves}' business, and whether a general is attacked {@link Attacks}'.
 */
public final class Core implements UndoableCore<Core> {

    /** The way into positions' cells, taken once (PositionAccess.get checks its caller). */
    private static final PositionAccess ACCESS = PositionAccess.get();

    /** More than any position has pseudo-legal moves (16 pieces, at most 17 each for a chariot). */
    public static final int MAX_MOVES = 192;

    public final int[] cells;
    private final int[] general = new int[2];
    private final Limits limits;
    private int turn;
    private long hash;
    private int noCapture;
    private int ply;
    private int top;
    private int[] moveStack;
    private int[] capturedStack;
    private int[] noCaptureStack;
    private long[] hashStack;

    private Core(int[] cells, int turn, int noCapture, int ply, Limits limits) {
        this.cells = cells;
        this.turn = turn;
        this.noCapture = noCapture;
        this.ply = ply;
        this.limits = limits;
        this.moveStack = new int[64];
        this.capturedStack = new int[64];
        this.noCaptureStack = new int[64];
        this.hashStack = new long[65];
        for (int square = 0; square < Squares.COUNT; square++) {
            if (cells[square] == Cells.GENERAL) {
                general[0] = square;
            } else if (cells[square] == -Cells.GENERAL) {
                general[1] = square;
            }
            if (cells[square] != 0) {
                hash ^= Zobrist.PIECES[cells[square] + 7][square];
            }
        }
        if (turn == 1) {
            hash ^= Zobrist.BLACK_TO_MOVE;
        }
        hashStack[0] = hash;
    }

    private Core(Core other) {
        this.cells = other.cells.clone();
        this.general[0] = other.general[0];
        this.general[1] = other.general[1];
        this.limits = other.limits;
        this.turn = other.turn;
        this.hash = other.hash;
        this.noCapture = other.noCapture;
        this.ply = other.ply;
        this.top = other.top;
        this.moveStack = other.moveStack.clone();
        this.capturedStack = other.capturedStack.clone();
        this.noCaptureStack = other.noCaptureStack.clone();
        this.hashStack = other.hashStack.clone();
    }

    /** A core standing on a position, with no moves behind it, ending games at the limits given. */
    public static Core of(Position position, Limits limits) {
        return new Core(ACCESS.cells(position), position.turn().ordinal(), position.noCapture(),
                position.ply(), limits);
    }

    /** An independent core, equal to this one, its moves and hashes included. */
    @Override
    public Core copy() {
        return new Core(this);
    }

    /** The position as it stands, as a value. */
    public Position toPosition() {
        return ACCESS.position(cells.clone(), Colour.values()[turn], noCapture, ply / 2 + 1);
    }

    public int turn() {
        return turn;
    }

    public int ply() {
        return ply;
    }

    public int noCapture() {
        return noCapture;
    }

    public Limits limits() {
        return limits;
    }

    public long hash() {
        return hash;
    }

    /** How many moves have been made on this core since it was built. */
    public int made() {
        return top;
    }

    /** The i-th move made on this core, counted from 0. */
    public int moveMade(int i) {
        return moveStack[i];
    }

    /** The hash of the position before the i-th move made (the current one for {@link #made()}). */
    public long hashBefore(int i) {
        return hashStack[i];
    }

    /** The point of a colour's general. */
    public int general(int colour) {
        return general[colour];
    }

    // ---------------------------------------------------------------------------------------- make, unmake

    /** Plays a move the caller knows to be at least pseudo-legal. */
    public void make(int move) {
        int from = MoveCode.from(move);
        int to = MoveCode.to(move);
        if (top == moveStack.length) {
            grow();
        }
        int piece = cells[from];
        int captured = cells[to];
        moveStack[top] = move;
        capturedStack[top] = captured;
        noCaptureStack[top] = noCapture;
        top++;
        hash ^= Zobrist.PIECES[piece + 7][from] ^ Zobrist.PIECES[piece + 7][to] ^ Zobrist.BLACK_TO_MOVE;
        if (captured != 0) {
            hash ^= Zobrist.PIECES[captured + 7][to];
            noCapture = 0;
        } else {
            noCapture++;
        }
        cells[to] = piece;
        cells[from] = 0;
        if (piece == Cells.GENERAL || piece == -Cells.GENERAL) {
            general[turn] = to;
        }
        turn ^= 1;
        ply++;
        hashStack[top] = hash;
    }

    /** Takes back the last move made. */
    @Override
    public void unmake() {
        top--;
        int move = moveStack[top];
        int from = MoveCode.from(move);
        int to = MoveCode.to(move);
        turn ^= 1;
        ply--;
        int piece = cells[to];
        cells[from] = piece;
        cells[to] = capturedStack[top];
        noCapture = noCaptureStack[top];
        if (piece == Cells.GENERAL || piece == -Cells.GENERAL) {
            general[turn] = from;
        }
        hash = hashStack[top];
    }

    private void grow() {
        int size = moveStack.length * 2;
        moveStack = Arrays.copyOf(moveStack, size);
        capturedStack = Arrays.copyOf(capturedStack, size);
        noCaptureStack = Arrays.copyOf(noCaptureStack, size);
        hashStack = Arrays.copyOf(hashStack, size + 1);
    }

    // ------------------------------------------------------------------------------ the pieces' own moves

    /**
     * Writes the moves the pieces of the side to move make by their own rules, before asking whether the general
     * is left in check; returns how many.
     */
    public int generatePseudo(int[] out, int at) {
        return PseudoMoves.generate(cells, turn, out, at);
    }

    /**
     * Passes the turn without a move, or gives it back: for asking what the side not to move could do. Two in a
     * row leave the core as it was.
     */
    public void toggleTurn() {
        turn ^= 1;
        hash ^= Zobrist.BLACK_TO_MOVE;
        hashStack[top] = hash;
    }

    // --------------------------------------------------------------------------------------------- attacks

    /** True when the colour's general is attacked, the enemy general facing it on an open file included. */
    public boolean inCheck(int colour) {
        return Attacks.onGeneral(cells, general[colour], colour);
    }

    /** True when the side to move is in check. */
    public boolean inCheck() {
        return inCheck(turn);
    }

    /** True when the generals face each other on a file with nothing between them. */
    public boolean generalsFace() {
        return Attacks.generalsFace(cells, general[0], general[1]);
    }

    // --------------------------------------------------------------------------------------------- endings

    /**
     * How many times the position now standing has stood since the last capture, this time included. Positions
     * before this core was built are not known and not counted.
     */
    public int repetitions() {
        int start = Math.max(0, top - noCapture);
        int count = 1;
        for (int i = top - 2; i >= start; i -= 2) {
            if (hashStack[i] == hash) {
                count++;
            }
        }
        return count;
    }

    /** The index in the stacks of the first time the position now standing stood since the last capture. */
    public int firstOccurrence() {
        int start = Math.max(0, top - noCapture);
        int first = top;
        for (int i = top - 2; i >= start; i -= 2) {
            if (hashStack[i] == hash) {
                first = i;
            }
        }
        return first;
    }

    /** True when the no-capture limit is reached. */
    public boolean noCaptureLimitReached() {
        return limits.noCapture() > 0 && noCapture >= limits.noCapture();
    }

    /** True when the position stands for the time that calls for the repetition rulings. */
    public boolean repetitionLimitReached() {
        return limits.repetition() > 0 && noCapture >= 4 && repetitions() >= limits.repetition();
    }

    /**
     * True when the game is over for a reason other than the side to move having no move: the repetition limit
     * or the no-capture limit. Perft stops here.
     */
    public boolean overUnlessStuck() {
        return noCaptureLimitReached() || repetitionLimitReached();
    }
}
