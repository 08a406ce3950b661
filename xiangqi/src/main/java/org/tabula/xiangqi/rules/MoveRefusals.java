package org.tabula.xiangqi.rules;

import java.util.Optional;
import org.tabula.api.Refusal;
import org.tabula.xiangqi.model.Cells;
import org.tabula.xiangqi.model.Colour;
import org.tabula.xiangqi.model.PieceKind;
import org.tabula.xiangqi.model.Squares;
import org.tabula.xiangqi.model.XiangqiMove;
import org.tabula.xiangqi.model.XiangqiRefusal;

/**
 * Why a move may not be played, told as the rules tell it: the first rule it breaks, from whose piece it moves,
 * through how that piece moves, to the general it would leave in check.
 *
 * <p>A move this finds nothing against is exactly a move the core lists as legal; the tests hold the two to that.
 */
public final class MoveRefusals {

    private MoveRefusals() {
    }

    /** The refusal of a move for the side to move of the core, or empty when it is legal. The core is unchanged. */
    public static Optional<Refusal> check(Core core, XiangqiMove move) {
        Colour side = Colour.values()[core.turn()];
        int from = move.from();
        int to = move.to();
        int sign = side == Colour.RED ? 1 : -1;
        int piece = core.cells[from] * sign;
        if (piece <= 0) {
            return refuse(XiangqiRefusal.NO_PIECE_OF_YOURS, side.title(), Squares.name(from));
        }
        if (from == to) {
            return refuse(XiangqiRefusal.NOT_A_MOVE, move.text(), "it names " + Squares.name(from)
                    + " twice, and a piece that moves goes somewhere");
        }
        if (core.cells[to] * sign > 0) {
            return refuse(XiangqiRefusal.OWN_PIECE, move.text(), side.title(), Squares.name(to));
        }
        PieceKind kind = Cells.kind(piece);
        Optional<Refusal> broken = byKind(core, kind, side, from, to);
        if (broken.isPresent()) {
            return broken;
        }
        int code = MoveCode.of(from, to);
        core.make(code);
        boolean inCheck = core.inCheck(side.ordinal());
        boolean facing = inCheck && core.generalsFace();
        core.unmake();
        if (facing) {
            return refuse(XiangqiRefusal.GENERALS_FACE, move.text());
        }
        if (inCheck) {
            return refuse(XiangqiRefusal.OWN_GENERAL_IN_CHECK, move.text(), side.title());
        }
        return Optional.empty();
    }

    private static Optional<Refusal> byKind(Core core, PieceKind kind, Colour side, int from, int to) {
        int df = Squares.file(to) - Squares.file(from);
        int dr = Squares.rank(to) - Squares.rank(from);
        int adf = Math.abs(df);
        int adr = Math.abs(dr);
        switch (kind) {
            case GENERAL:
            case ADVISOR:
                boolean step = kind == PieceKind.GENERAL ? adf + adr == 1 : adf == 1 && adr == 1;
                if (!step) {
                    return notHow(kind, from, to);
                }
                if (!Geometry.inPalace(to, side)) {
                    return refuse(XiangqiRefusal.OUT_OF_PALACE, kind.word(), Squares.name(to));
                }
                return Optional.empty();
            case ELEPHANT:
                if (adf != 2 || adr != 2) {
                    return notHow(kind, from, to);
                }
                if (!Geometry.onOwnSide(to, side)) {
                    return refuse(XiangqiRefusal.CROSSES_RIVER, Squares.name(to));
                }
                int eye = Squares.of(Squares.file(from) + df / 2, Squares.rank(from) + dr / 2);
                return core.cells[eye] != 0
                        ? refuse(XiangqiRefusal.BLOCKED_EYE, Squares.name(from), Squares.name(eye)) : Optional.empty();
            case HORSE:
                if (!(adf == 1 && adr == 2 || adf == 2 && adr == 1)) {
                    return notHow(kind, from, to);
                }
                int leg = adf == 2 ? Squares.of(Squares.file(from) + df / 2, Squares.rank(from))
                        : Squares.of(Squares.file(from), Squares.rank(from) + dr / 2);
                return core.cells[leg] != 0
                        ? refuse(XiangqiRefusal.BLOCKED_LEG, Squares.name(from), Squares.name(leg)) : Optional.empty();
            case SOLDIER:
                boolean forward = df == 0 && dr == Geometry.forward(side);
                boolean sideways = adf == 1 && dr == 0 && !Geometry.onOwnSide(from, side);
                return forward || sideways ? Optional.empty()
                        : refuse(XiangqiRefusal.SOLDIER_STEP, Squares.name(from), Squares.name(to));
            default:
                return line(core, kind, from, to, df, dr);
        }
    }

    /** A chariot or cannon: along a line, clear for a move, exactly one piece between for a cannon's capture. */
    private static Optional<Refusal> line(Core core, PieceKind kind, int from, int to, int df, int dr) {
        if (df != 0 && dr != 0) {
            return notHow(kind, from, to);
        }
        int step = Integer.signum(df) + Integer.signum(dr) * Squares.FILES;
        int between = 0;
        int first = -1;
        for (int square = from + step; square != to; square += step) {
            if (core.cells[square] != 0) {
                between++;
                if (first < 0) {
                    first = square;
                }
            }
        }
        boolean takes = core.cells[to] != 0;
        if (kind == PieceKind.CANNON && takes) {
            return between == 1 ? Optional.empty() : refuse(XiangqiRefusal.CANNON_SCREEN, Squares.name(from),
                    Squares.name(to), between == 0 ? "is none" : "are " + between);
        }
        return between == 0 ? Optional.empty() : refuse(XiangqiRefusal.PATH_BLOCKED, kind.word(), Squares.name(from),
                Squares.name(to), Squares.name(first));
    }

    private static Optional<Refusal> notHow(PieceKind kind, int from, int to) {
        String article = kind == PieceKind.ADVISOR || kind == PieceKind.ELEPHANT ? "An " : "A ";
        return refuse(XiangqiRefusal.NOT_HOW_IT_MOVES, article + kind.word(), Squares.name(from), Squares.name(to));
    }

    private static Optional<Refusal> refuse(XiangqiRefusal reason, Object... arguments) {
        return Optional.of(reason.with(arguments));
    }
}
