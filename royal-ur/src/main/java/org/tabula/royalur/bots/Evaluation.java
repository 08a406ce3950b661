package org.tabula.royalur.bots;

import org.tabula.royalur.model.Position;
import org.tabula.royalur.model.Route;
import org.tabula.royalur.model.Squares;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;

/**
 * A quick judgement of a position for the side to throw, between -0.9 and 0.9 so that a won or lost game (1 or -1)
 * always counts for more: the difference of the two sides' progress along their routes, each piece counted by its
 * step and each piece home as one past the last square, plus a little for a piece safe on a shared rosette and
 * less for a piece standing where the other side can take it.
 */
public final class Evaluation {

    private static final double SCALE = 0.9;
    private static final double SAFE = 0.03;
    private static final double EXPOSED = 0.02;

    private Evaluation() {
    }

    public static double of(Position position, UrRules rules) {
        UrSide side = position.turn();
        double score = progress(position, rules, side) - progress(position, rules, side.opponent());
        score += SAFE * (safe(position, rules, side) - safe(position, rules, side.opponent()));
        score -= EXPOSED * (exposed(position, rules, side) - exposed(position, rules, side.opponent()));
        return Math.max(-SCALE, Math.min(SCALE, SCALE * score));
    }

    /** The share of the whole way a side's pieces have gone, 0 at the start and 1 with every piece home. */
    private static double progress(Position position, UrRules rules, UrSide side) {
        Route route = rules.route();
        int total = position.home(side) * (route.length() + 1);
        for (int step = 1; step <= route.length(); step++) {
            if (position.at(route.cell(side, step)) == side) {
                total += step;
            }
        }
        return (double) total / (rules.pieces() * (route.length() + 1));
    }

    /** The side's pieces on shared rosettes where the set makes them safe. */
    private static int safe(Position position, UrRules rules, UrSide side) {
        if (!rules.safeRosettes()) {
            return 0;
        }
        int count = 0;
        for (int cell = 0; cell < Squares.CELLS; cell++) {
            if (Squares.isRosette(cell) && rules.route().isShared(cell) && position.at(cell) == side) {
                count++;
            }
        }
        return count;
    }

    /** The side's pieces on shared squares with a piece of the other side one to four steps behind. */
    private static int exposed(Position position, UrRules rules, UrSide side) {
        Route route = rules.route();
        UrSide other = side.opponent();
        int count = 0;
        for (int step = 1; step <= route.length(); step++) {
            int cell = route.cell(side, step);
            if (position.at(cell) != side || !route.isShared(cell)
                    || (Squares.isRosette(cell) && rules.safeRosettes())) {
                continue;
            }
            int theirs = route.step(other, cell);
            for (int back = 1; back <= 4 && theirs - back >= 1; back++) {
                if (position.at(route.cell(other, theirs - back)) == other) {
                    count++;
                    break;
                }
            }
        }
        return count;
    }
}
