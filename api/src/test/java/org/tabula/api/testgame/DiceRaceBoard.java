package org.tabula.api.testgame;

import java.util.ArrayList;
import java.util.List;

/**
 * Where the men of a dice race stand, whose turn it is and what was rolled: an immutable value.
 *
 * <p>Each side has two men, {@code a} and {@code b}, at 0 (not yet on the track) to 7 (home); squares 1 to 6 are
 * shared and hold one man each. A roll of 0 to 3 moves one man exactly that far. A man landing on an enemy man
 * sends it back to 0, except on the rosette (square 3), where a man is safe and which gives another turn.
 *
 * @param men the squares of light's a and b, then dark's a and b
 * @param turn 0 for light, 1 for dark
 * @param roll the roll to move by, or -1 while the roll is pending
 * @param ply the moves played
 */
record DiceRaceBoard(List<Integer> men, int turn, int roll, int ply) {

    static final int HOME = 7;
    static final int ROSETTE = 3;
    static final List<String> OUTCOMES = List.of("0", "1", "2", "3");
    static final DiceRaceBoard START = new DiceRaceBoard(List.of(0, 0, 0, 0), 0, -1, 0);

    DiceRaceBoard {
        men = List.copyOf(men);
    }

    int man(int side, int man) {
        return men.get(side * 2 + man);
    }

    /** The side both of whose men are home, or -1. */
    int winner() {
        for (int side = 0; side < 2; side++) {
            if (man(side, 0) == HOME && man(side, 1) == HOME) {
                return side;
            }
        }
        return -1;
    }

    /** The moves the roll allows, a man at a time; a pass alone when it allows none. */
    List<DiceRaceMove> moves() {
        List<DiceRaceMove> moves = new ArrayList<>();
        for (int m = 0; m < 2; m++) {
            int to = man(turn, m) + roll;
            if (roll > 0 && man(turn, m) < HOME && to <= HOME && (to == HOME || man(turn, 1 - m) != to)
                    && !(to == ROSETTE && (man(1 - turn, 0) == to || man(1 - turn, 1) == to))) {
                moves.add(new DiceRaceMove(m, to));
            }
        }
        return moves.isEmpty() ? List.of(DiceRaceMove.PASS) : moves;
    }

    /** The board after a legal move: enemies hit, the turn passed on unless the rosette was reached, no roll yet. */
    DiceRaceBoard after(DiceRaceMove move) {
        List<Integer> next = new ArrayList<>(men);
        boolean again = false;
        if (move.man() >= 0) {
            next.set(turn * 2 + move.man(), move.to());
            for (int e = 0; e < 2; e++) {
                if (move.to() < HOME && next.get((1 - turn) * 2 + e) == move.to()) {
                    next.set((1 - turn) * 2 + e, 0);
                }
            }
            again = move.to() == ROSETTE;
        }
        return new DiceRaceBoard(next, again ? turn : 1 - turn, -1, ply + 1);
    }

    DiceRaceBoard rolled(int value) {
        return new DiceRaceBoard(men, turn, value, ply);
    }
}
