package org.tabula.royalur;

import java.util.Arrays;
import org.tabula.royalur.model.Position;
import org.tabula.royalur.model.Route;
import org.tabula.royalur.model.Squares;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;
import org.tabula.royalur.rules.PositionFit;

/**
 * The exact chance that the side to throw wins, for every position of a rule set with few pieces (at most three a
 * side), found by value iteration: the chance of a position is the mean over the rolls of the best move's chance,
 * a move onto a rosette keeping the throw and any other move (or a roll with no move) handing the other side
 * {@code 1 -} its own chance. Sweeps are repeated until no chance changes by more than a tolerance.
 *
 * <p>Each side's pieces are held as the steps of its route they stand on and the number in hand; because dark's
 * route is light's mirrored, a position is the same problem whichever side throws, so one table serves both.
 */
public final class WinChances {

    /** The most pieces a side may have for the table to be built. */
    public static final int MAX_PIECES = 3;

    private final UrRules rules;
    private final int length;
    private final int[] masks;
    private final int[] hands;
    private final int[] indexOf;
    private final double[] chance;
    private final int sweeps;

    private WinChances(UrRules rules, double tolerance) {
        this.rules = rules;
        this.length = rules.route().length();
        int pieces = rules.pieces();
        int configs = 0;
        int[] tempMasks = new int[1 << length];
        int[] tempHands = new int[1 << length];
        int slots = 1 << length;
        indexOf = new int[slots * (pieces + 1)];
        Arrays.fill(indexOf, -1);
        for (int mask = 0; mask < slots; mask++) {
            int on = Integer.bitCount(mask);
            for (int hand = 0; on + hand <= pieces; hand++) {
                if (configs == tempMasks.length) {
                    tempMasks = Arrays.copyOf(tempMasks, configs * 2);
                    tempHands = Arrays.copyOf(tempHands, configs * 2);
                }
                tempMasks[configs] = mask;
                tempHands[configs] = hand;
                indexOf[mask * (pieces + 1) + hand] = configs++;
            }
        }
        this.masks = Arrays.copyOf(tempMasks, configs);
        this.hands = Arrays.copyOf(tempHands, configs);
        this.chance = new double[configs * configs];
        Arrays.fill(chance, 0.5);
        this.sweeps = solve(tolerance);
    }

    /**
     * The table of a rule set, every chance within {@code tolerance} of the exact one's fixed point.
     *
     * @throws IllegalArgumentException when a side has more than {@link #MAX_PIECES} pieces
     */
    public static WinChances of(UrRules rules, double tolerance) {
        if (rules.pieces() > MAX_PIECES) {
            throw new IllegalArgumentException("the table is built for at most " + MAX_PIECES + " pieces a side, not "
                    + rules.pieces());
        }
        return new WinChances(rules, tolerance);
    }

    /** How many sweeps the values took to settle. */
    public int sweeps() {
        return sweeps;
    }

    /**
     * The chance that the side to throw wins, from a position with a roll due: 1 when it has every piece home
     * already, 0 when the other side has.
     *
     * @throws IllegalArgumentException when the position does not fit the rule set or has a roll standing
     */
    public double chanceToWin(Position position) {
        if (!position.rollDue() || PositionFit.misfit(position, rules).isPresent()) {
            throw new IllegalArgumentException("not a position of " + rules.text() + " with a roll due: " + position);
        }
        UrSide side = position.turn();
        return chance[state(config(position, side), config(position, side.opponent()))];
    }

    private int config(Position position, UrSide side) {
        int mask = 0;
        for (int step = 1; step <= length; step++) {
            if (position.at(rules.route().cell(side, step)) == side) {
                mask |= 1 << (step - 1);
            }
        }
        return indexOf[mask * (rules.pieces() + 1) + position.hand(side)];
    }

    private int state(int mover, int other) {
        return mover * masks.length + other;
    }

    private int home(int config) {
        return rules.pieces() - hands[config] - Integer.bitCount(masks[config]);
    }

    /** True when the two sides' pieces share no square: the mover as light, the other as dark. */
    private boolean valid(int mover, int other) {
        Route route = rules.route();
        for (int step = 1; step <= length; step++) {
            if ((masks[mover] >>> (step - 1) & 1) != 0) {
                int theirs = route.step(UrSide.DARK, route.cell(UrSide.LIGHT, step));
                if (theirs > 0 && (masks[other] >>> (theirs - 1) & 1) != 0) {
                    return false;
                }
            }
        }
        return true;
    }

    private int solve(double tolerance) {
        int configs = masks.length;
        int[] rolls = rules.rolls().stream().mapToInt(Integer::intValue).toArray();
        double[] odds = Arrays.stream(rolls).mapToDouble(rules::probability).toArray();
        boolean[] live = new boolean[chance.length];
        for (int mover = 0; mover < configs; mover++) {
            for (int other = 0; other < configs; other++) {
                if (!valid(mover, other)) {
                    continue;
                }
                int s = state(mover, other);
                if (home(mover) == rules.pieces()) {
                    chance[s] = 1;
                } else if (home(other) == rules.pieces()) {
                    chance[s] = 0;
                } else {
                    live[s] = true;
                }
            }
        }
        int sweep = 0;
        double change;
        do {
            change = 0;
            sweep++;
            for (int mover = 0; mover < configs; mover++) {
                for (int other = 0; other < configs; other++) {
                    int s = state(mover, other);
                    if (!live[s]) {
                        continue;
                    }
                    double value = 0;
                    for (int r = 0; r < rolls.length; r++) {
                        value += odds[r] * best(mover, other, rolls[r]);
                    }
                    change = Math.max(change, Math.abs(value - chance[s]));
                    chance[s] = value;
                }
            }
        } while (change > tolerance && sweep < 100_000);
        return sweep;
    }

    /** The mover's chance after the best move of a roll, or after the turn passes when there is none. */
    private double best(int mover, int other, int roll) {
        double best = -1;
        int mask = masks[mover];
        int hand = hands[mover];
        Route route = rules.route();
        int pieces = rules.pieces();
        for (int from = 0; from <= length && roll > 0; from++) {
            if (from == 0 ? hand == 0 : (mask >>> (from - 1) & 1) == 0) {
                continue;
            }
            int to = from + roll;
            if (to > length + 1) {
                continue;
            }
            int newMask = from == 0 ? mask : mask & ~(1 << (from - 1));
            int newHand = from == 0 ? hand - 1 : hand;
            int otherMask = masks[other];
            int otherHand = hands[other];
            boolean again = false;
            if (to <= length) {
                if ((mask >>> (to - 1) & 1) != 0) {
                    continue;
                }
                int cell = route.cell(UrSide.LIGHT, to);
                int theirs = route.step(UrSide.DARK, cell);
                if (theirs > 0 && (otherMask >>> (theirs - 1) & 1) != 0) {
                    if (Squares.isRosette(cell) && rules.safeRosettes()) {
                        continue;
                    }
                    otherMask &= ~(1 << (theirs - 1));
                    otherHand++;
                }
                newMask |= 1 << (to - 1);
                again = Squares.isRosette(cell);
            }
            int moved = indexOf[newMask * (pieces + 1) + newHand];
            int rest = indexOf[otherMask * (pieces + 1) + otherHand];
            double value;
            if (home(moved) == pieces) {
                value = 1;
            } else if (again) {
                value = chance[state(moved, rest)];
            } else {
                value = 1 - chance[state(rest, moved)];
            }
            best = Math.max(best, value);
        }
        return best < 0 ? 1 - chance[state(other, mover)] : best;
    }
}
