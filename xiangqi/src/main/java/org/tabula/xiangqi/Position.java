package org.tabula.xiangqi;

import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import org.tabula.xiangqi.rules.Cells;
import org.tabula.xiangqi.rules.Core;
import org.tabula.xiangqi.rules.Geometry;
import org.tabula.xiangqi.rules.Limits;
import org.tabula.xiangqi.rules.PositionAccess;

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

    /** How many pieces of each kind (by code) a side starts with. */
    private static final int[] MOST = {0, 1, 2, 2, 2, 2, 2, 5};

    static {
        // Before START, which is read through it.
        PositionAccess.install(new Access());
    }

    /** The usual start: red to move, nothing captured, move 1. */
    public static final Position START = XiangqiNotation.parseFen(XiangqiNotation.START_FEN);

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

    /**
     * A position from its pieces, checked as the class describes.
     *
     * @param pieces the piece on each point, indexed as {@link Squares} numbers them, {@code null} for none
     * @throws IllegalArgumentException saying what is wrong when it could not stand in a game
     */
    static Position of(Piece[] pieces, Colour turn, int noCapture, int moveNumber) {
        if (pieces.length != Squares.COUNT) {
            throw new IllegalArgumentException("a board has 90 points, not " + pieces.length);
        }
        int[] cells = new int[Squares.COUNT];
        for (int square = 0; square < Squares.COUNT; square++) {
            cells[square] = pieces[square] == null ? 0 : Cells.of(pieces[square]);
        }
        Position position = new Position(cells, turn, noCapture, moveNumber);
        position.problem().ifPresent(problem -> {
            throw new IllegalArgumentException(problem);
        });
        return position;
    }

    /** What keeps this from being a position a game could reach, or empty when nothing does. */
    Optional<String> problem() {
        if (noCapture < 0) {
            return Optional.of("the plies since a capture are 0 or more, not " + noCapture);
        }
        if (moveNumber < 1) {
            return Optional.of("moves are numbered from 1, not " + moveNumber);
        }
        if (noCapture > MOST_PLIES || moveNumber > MOST_MOVE_NUMBER) {
            return Optional.of("the counters are at most " + MOST_PLIES + " plies since a capture and move "
                    + MOST_MOVE_NUMBER + ", not " + noCapture + " and " + moveNumber);
        }
        for (Colour colour : Colour.values()) {
            int[] counts = new int[8];
            for (int square = 0; square < Squares.COUNT; square++) {
                int cell = cells[square];
                if (cell == 0 || (cell > 0) != (colour == Colour.RED)) {
                    continue;
                }
                PieceKind kind = Cells.kind(Math.abs(cell));
                counts[Cells.code(kind)]++;
                Optional<String> misplaced = misplaced(kind, colour, square);
                if (misplaced.isPresent()) {
                    return misplaced;
                }
            }
            if (counts[Cells.GENERAL] != 1) {
                return Optional.of(colour.word() + " has " + counts[Cells.GENERAL] + " generals, not one");
            }
            for (PieceKind kind : PieceKind.values()) {
                if (counts[Cells.code(kind)] > MOST[Cells.code(kind)]) {
                    return Optional.of(colour.word() + " has " + counts[Cells.code(kind)] + " pieces of kind "
                            + kind.word() + ", more than the " + MOST[Cells.code(kind)] + " a side starts with");
                }
            }
        }
        Core core = Core.of(this, Limits.NONE);
        if (core.inCheck(turn.opponent().ordinal())) {
            return Optional.of(core.generalsFace() ? "the generals face each other on an open file"
                    : turn.opponent().word() + " is in check with " + turn.word() + " to move");
        }
        return Optional.empty();
    }

    private static Optional<String> misplaced(PieceKind kind, Colour colour, int square) {
        int rank = Squares.rank(square);
        int file = Squares.file(square);
        boolean fits;
        switch (kind) {
            case GENERAL:
                fits = Geometry.inPalace(square, colour);
                break;
            case ADVISOR:
                fits = Geometry.inPalace(square, colour) && (file + rank) % 2 == (colour == Colour.RED ? 1 : 0);
                break;
            case ELEPHANT:
                int own = colour == Colour.RED ? rank : 9 - rank;
                // The seven elephant points: files c and g on ranks 0 and 4 of its side, files a, e and i on rank 2.
                fits = Geometry.onOwnSide(square, colour) && file % 2 == 0 && own % 2 == 0
                        && (file / 2 + own / 2) % 2 == 1;
                break;
            case SOLDIER:
                int advanced = colour == Colour.RED ? rank : 9 - rank;
                fits = advanced >= 5 || advanced >= 3 && file % 2 == 0;
                break;
            default:
                fits = true;
        }
        return fits ? Optional.empty() : Optional.of("a " + colour.word() + " " + kind.word() + " cannot stand on "
                + Squares.name(square));
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

    /** The engine packages' way in, installed as the class is initialised. */
    private static final class Access extends PositionAccess {

        @Override
        public Position position(int[] cells, Colour turn, int noCapture, int moveNumber) {
            return new Position(cells, turn, noCapture, moveNumber);
        }

        @Override
        public Position checked(Piece[] pieces, Colour turn, int noCapture, int moveNumber) {
            return of(pieces, turn, noCapture, moveNumber);
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
        return XiangqiNotation.formatFen(this);
    }
}
