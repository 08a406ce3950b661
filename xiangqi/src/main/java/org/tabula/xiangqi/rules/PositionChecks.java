package org.tabula.xiangqi.rules;

import java.util.Optional;
import org.tabula.xiangqi.model.Cells;
import org.tabula.xiangqi.model.Colour;
import org.tabula.xiangqi.model.Piece;
import org.tabula.xiangqi.model.PieceKind;
import org.tabula.xiangqi.model.Position;
import org.tabula.xiangqi.model.PositionAccess;
import org.tabula.xiangqi.model.Squares;

/**
 * Positions a game could reach, made from their pieces: here beside the core, because the last of the checks (the
 * side that has just moved is not in check) is the core's to answer, and the position value sits beneath it.
 */
public final class PositionChecks {

    /** The way into positions' cells, taken once (PositionAccess.get checks its caller). */
    private static final PositionAccess ACCESS = PositionAccess.get();

    /** How many pieces of each kind (by code) a side starts with. */
    private static final int[] MOST = {0, 1, 2, 2, 2, 2, 2, 5};

    private PositionChecks() {
    }

    /**
     * A position from its pieces, checked as {@link Position} describes.
     *
     * @param pieces the piece on each point, indexed as {@link Squares} numbers them, {@code null} for none
     * @throws IllegalArgumentException saying what is wrong when it could not stand in a game
     */
    public static Position of(Piece[] pieces, Colour turn, int noCapture, int moveNumber) {
        if (pieces.length != Squares.COUNT) {
            throw new IllegalArgumentException("a board has 90 points, not " + pieces.length);
        }
        int[] cells = new int[Squares.COUNT];
        for (int square = 0; square < Squares.COUNT; square++) {
            cells[square] = pieces[square] == null ? 0 : Cells.of(pieces[square]);
        }
        Position position = ACCESS.position(cells, turn, noCapture, moveNumber);
        problem(position, cells).ifPresent(problem -> {
            throw new IllegalArgumentException(problem);
        });
        return position;
    }

    /** What keeps this from being a position a game could reach, or empty when nothing does. */
    private static Optional<String> problem(Position position, int[] cells) {
        int noCapture = position.noCapture();
        int moveNumber = position.moveNumber();
        Colour turn = position.turn();
        if (noCapture < 0) {
            return Optional.of("the plies since a capture are 0 or more, not " + noCapture);
        }
        if (moveNumber < 1) {
            return Optional.of("moves are numbered from 1, not " + moveNumber);
        }
        if (noCapture > Position.MOST_PLIES || moveNumber > Position.MOST_MOVE_NUMBER) {
            return Optional.of("the counters are at most " + Position.MOST_PLIES + " plies since a capture and move "
                    + Position.MOST_MOVE_NUMBER + ", not " + noCapture + " and " + moveNumber);
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
        Core core = Core.of(position, Limits.NONE);
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
}
