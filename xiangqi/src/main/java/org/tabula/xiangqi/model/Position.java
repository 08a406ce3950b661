package org.tabula.xiangqi.model;

import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;

/**
 * A xiangqi position as a value: the pieces on the 90 points, the side to move, the plies since the last capture
 * and the move number, the four things its FEN says.
 *
 * <p>Immutable. Only positions that could stand in a game are made: one general a side inside its palace, no more
 * pieces of a kind than a side starts with, advisors and elephants on their own points, soldiers never behind
 * where they start, and the side that has just moved not in check (so the generals do not face each other).
 */
public final class Position {

    /**
     * The most plies since a capture a position holds: under a billion, as morris and checkers cap their plies, so
     * that no game played on from it overflows the counter.
     */
    public static final int MOST_PLIES = 999_999_999;

    /** The largest move number a position holds: its plies, {@code 2 * (n - 1) + 1}, stay within {@link #MOST_PLIES}. */
    public static final int MOST_MOVE_NUMBER = 500_000_000;

    static {
        // Before START, which the engine reads through it.
        PositionAccess.install(new Access());
    }

    /** The usual start: red to move, nothing captured, move 1 (the notation's {@code START_FEN}). */
    public static final Position START = start();

    private final int[] cells;
    private final Colour turn;
    private final int noCapture;
    private final int moveNumber;

    Position(int[] cells, Colour turn, int noCapture, int moveNumber) {
        this.cells = cells;
        this.turn = Objects.requireNonNull(turn, "turn");
        this.noCapture = noCapture;
        this.moveNumber = moveNumber;
    }

    /** The piece on a point, or empty. @throws IllegalArgumentException for a number that is no point */
    public Optional<Piece> at(int square) {
        Squares.name(square);
        return cells[square] == 0 ? Optional.empty() : Optional.of(Cells.piece(cells[square]));
    }

    /** The piece on a named point such as {@code e0}, or empty. @throws IllegalArgumentException for no such point */
    public Optional<Piece> at(String square) {
        return at(Squares.parse(square).orElseThrow(() -> new IllegalArgumentException("no such point: '" + square
                + "'")));
    }

    /** The side to move. */
    public Colour turn() {
        return turn;
    }

    /** The plies played since the last capture (a FEN's half-move clock). */
    public int noCapture() {
        return noCapture;
    }

    /** The move number, from 1, counting a red move and the black reply as one. */
    public int moveNumber() {
        return moveNumber;
    }

    /** The plies played before this position: two a move number, one more with black to move. */
    public int ply() {
        return (moveNumber - 1) * 2 + (turn == Colour.BLACK ? 1 : 0);
    }

    /** The same pieces and side to move, with the counts of the usual start (no capture yet, move 1). */
    Position withoutCounts() {
        return new Position(cells, turn, 0, 1);
    }

    /** A copy of the cells, for a core to own. */
    int[] cells() {
        return cells.clone();
    }

    /** The raw cell of a point, for the notation: 0, a kind's code, or its negative for black. */
    int cell(int square) {
        return cells[square];
    }

    /** The pieces of the usual start: each side's back rank, its cannons two ranks up and its soldiers three. */
    private static Position start() {
        PieceKind[] backRank = {PieceKind.CHARIOT, PieceKind.HORSE, PieceKind.ELEPHANT, PieceKind.ADVISOR,
            PieceKind.GENERAL, PieceKind.ADVISOR, PieceKind.ELEPHANT, PieceKind.HORSE, PieceKind.CHARIOT};
        int[] cells = new int[Squares.COUNT];
        for (Colour colour : Colour.values()) {
            int back = colour == Colour.RED ? 0 : Squares.RANKS - 1;
            int forward = colour == Colour.RED ? 1 : -1;
            for (int file = 0; file < Squares.FILES; file++) {
                cells[Squares.of(file, back)] = Cells.of(new Piece(colour, backRank[file]));
                if (file % 2 == 0) {
                    cells[Squares.of(file, back + 3 * forward)] = Cells.of(new Piece(colour, PieceKind.SOLDIER));
                }
            }
            for (int file : new int[] {1, Squares.FILES - 2}) {
                cells[Squares.of(file, back + 2 * forward)] = Cells.of(new Piece(colour, PieceKind.CANNON));
            }
        }
        return new Position(cells, Colour.RED, 0, 1);
    }

    /** The engine packages' way in, installed as the class is initialised. */
    private static final class Access extends PositionAccess {

        @Override
        public Position position(int[] cells, Colour turn, int noCapture, int moveNumber) {
            return new Position(cells, turn, noCapture, moveNumber);
        }

        @Override
        public int[] cells(Position position) {
            return position.cells();
        }

        @Override
        public int cell(Position position, int square) {
            return position.cell(square);
        }
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Position that && Arrays.equals(cells, that.cells) && turn == that.turn
                && noCapture == that.noCapture && moveNumber == that.moveNumber;
    }

    @Override
    public int hashCode() {
        return Objects.hash(Arrays.hashCode(cells), turn, noCapture, moveNumber);
    }

    /** The position's FEN. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(64);
        for (int rank = Squares.RANKS - 1; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < Squares.FILES; file++) {
                int cell = cells[Squares.of(file, rank)];
                if (cell == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    text.append(empty);
                    empty = 0;
                }
                text.append(Cells.piece(cell).fenLetter());
            }
            if (empty > 0) {
                text.append(empty);
            }
            if (rank > 0) {
                text.append('/');
            }
        }
        return text.append(' ').append(turn.fenLetter()).append(" - - ").append(noCapture).append(' ')
                .append(moveNumber).toString();
    }
}
