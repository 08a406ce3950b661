package org.tabula.xiangqi.rules;

import org.tabula.xiangqi.model.Cells;
import org.tabula.xiangqi.model.Squares;

/**
 * The moves each piece makes by its own rules on the core's cells, the general's safety not yet asked: the
 * tables of {@link Geometry} walked, with the blockers (eye, leg, line, screen) looked up as it goes.
 */
public final class PseudoMoves {

    private PseudoMoves() {
    }

    /**
     * Writes the moves the pieces of {@code turn} (0 red, 1 black) make on the cells by their own rules, before
     * asking whether the general is left in check; returns how many.
     */
    public static int generate(int[] cells, int turn, int[] out, int at) {
        int n = at;
        int sign = turn == 0 ? 1 : -1;
        for (int from = 0; from < Squares.COUNT; from++) {
            int piece = cells[from] * sign;
            if (piece <= 0) {
                continue;
            }
            switch (piece) {
                case Cells.GENERAL -> n = steps(cells, Geometry.GENERAL_TO[turn][from], from, sign, out, n);
                case Cells.ADVISOR -> n = steps(cells, Geometry.ADVISOR_TO[turn][from], from, sign, out, n);
                case Cells.SOLDIER -> n = steps(cells, Geometry.SOLDIER_TO[turn][from], from, sign, out, n);
                case Cells.ELEPHANT -> n = blockable(cells, Geometry.ELEPHANT_TO[turn][from],
                        Geometry.ELEPHANT_EYE[turn][from], from, sign, out, n);
                case Cells.HORSE -> n = blockable(cells, Geometry.HORSE_TO[from], Geometry.HORSE_LEG[from], from, sign,
                        out, n);
                case Cells.CHARIOT -> n = chariot(cells, from, sign, out, n);
                default -> n = cannon(cells, from, sign, out, n);
            }
        }
        return n - at;
    }

    private static int steps(int[] cells, int[] targets, int from, int sign, int[] out, int n) {
        for (int to : targets) {
            if (cells[to] * sign <= 0) {
                out[n++] = MoveCode.of(from, to);
            }
        }
        return n;
    }

    private static int blockable(int[] cells, int[] targets, int[] blockers, int from, int sign, int[] out, int n) {
        for (int i = 0; i < targets.length; i++) {
            int to = targets[i];
            if (cells[blockers[i]] == 0 && cells[to] * sign <= 0) {
                out[n++] = MoveCode.of(from, to);
            }
        }
        return n;
    }

    private static int chariot(int[] cells, int from, int sign, int[] out, int n) {
        for (int[] ray : Geometry.RAYS[from]) {
            for (int to : ray) {
                int cell = cells[to] * sign;
                if (cell <= 0) {
                    out[n++] = MoveCode.of(from, to);
                }
                if (cell != 0) {
                    break;
                }
            }
        }
        return n;
    }

    private static int cannon(int[] cells, int from, int sign, int[] out, int n) {
        for (int[] ray : Geometry.RAYS[from]) {
            int i = 0;
            while (i < ray.length && cells[ray[i]] == 0) {
                out[n++] = MoveCode.of(from, ray[i++]);
            }
            // ray[i] is the screen; the first piece beyond it may be taken when it is the enemy's.
            for (i++; i < ray.length; i++) {
                int cell = cells[ray[i]] * sign;
                if (cell != 0) {
                    if (cell < 0) {
                        out[n++] = MoveCode.of(from, ray[i]);
                    }
                    break;
                }
            }
        }
        return n;
    }
}
