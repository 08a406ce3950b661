package org.tabula.xiangqi.rules;

import org.tabula.xiangqi.model.Cells;
import org.tabula.xiangqi.model.Squares;

/**
 * Whether a general is attacked, read from the cells by looking outward from it along the tables of
 * {@link Geometry}: the check test under every legal move, so static and allocation-free.
 */
public final class Attacks {

    private Attacks() {
    }

    /**
     * True when the colour's general, standing on {@code square}, is attacked: the enemy general facing it on an
     * open file included.
     */
    public static boolean onGeneral(int[] cells, int square, int colour) {
        int enemy = colour == 0 ? -1 : 1;
        for (int direction = 0; direction < 4; direction++) {
            int[] ray = Geometry.RAYS[square][direction];
            int i = 0;
            while (i < ray.length && cells[ray[i]] == 0) {
                i++;
            }
            if (i == ray.length) {
                continue;
            }
            int first = cells[ray[i]] * enemy;
            if (first == Cells.CHARIOT || first == Cells.GENERAL && direction <= Geometry.DOWN) {
                return true;
            }
            for (i++; i < ray.length; i++) {
                int cell = cells[ray[i]];
                if (cell != 0) {
                    if (cell * enemy == Cells.CANNON) {
                        return true;
                    }
                    break;
                }
            }
        }
        int[] horses = Geometry.HORSE_FROM[square];
        int[] legs = Geometry.HORSE_FROM_LEG[square];
        for (int i = 0; i < horses.length; i++) {
            if (cells[horses[i]] * enemy == Cells.HORSE && cells[legs[i]] == 0) {
                return true;
            }
        }
        for (int from : Geometry.SOLDIER_FROM[colour ^ 1][square]) {
            if (cells[from] * enemy == Cells.SOLDIER) {
                return true;
            }
        }
        return false;
    }

    /** True when the generals, on {@code red} and {@code black}, face each other on a file with nothing between. */
    public static boolean generalsFace(int[] cells, int red, int black) {
        if (Squares.file(red) != Squares.file(black)) {
            return false;
        }
        for (int square = red + Squares.FILES; square < black; square += Squares.FILES) {
            if (cells[square] != 0) {
                return false;
            }
        }
        return true;
    }
}
