package org.tabula.dicerace.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Where the four men of a dice race stand: an immutable value.
 *
 * <p>Each side has two men, {@code a} and {@code b}, each at 0 (not yet on the track) to 7 (home). Squares 1 to 6
 * are shared and hold one man each; home holds any number. A man landing on an enemy man sends it back to 0,
 * except on the rosette (square 3), where a man is safe.
 *
 * @param men the squares of light's a and b, then dark's a and b
 */
public record Board(List<Integer> men) {

    /** The square a man has finished on. */
    public static final int HOME = 7;
    /** The safe square, which also gives another turn. */
    public static final int ROSETTE = 3;
    /** Every man off the track. */
    public static final Board START = new Board(List.of(0, 0, 0, 0));

    /** Checks that there are four men, each on a square of the race, and no two on one square of the track. */
    public Board {
        men = List.copyOf(men);
        if (men.size() != 4 || men.stream().anyMatch(square -> square < 0 || square > HOME)) {
            throw new IllegalArgumentException("four men, each at 0 to 7: " + men);
        }
        if (sharedSquare(men) > 0) {
            throw new IllegalArgumentException("two men stand on square " + sharedSquare(men) + ": " + men);
        }
    }

    /**
     * The first square of the track (1 to 6) that two men stand on, or 0 when none does: what a position text
     * is checked for before it is made a board.
     */
    public static int sharedSquare(List<Integer> men) {
        for (int a = 0; a < men.size(); a++) {
            for (int b = a + 1; b < men.size(); b++) {
                int square = men.get(a);
                if (square == men.get(b) && square > 0 && square < HOME) {
                    return square;
                }
            }
        }
        return 0;
    }

    /** The square of one man: side 0 (light) or 1 (dark), man 0 ({@code a}) or 1 ({@code b}). */
    public int man(int side, int man) {
        return men.get(side * 2 + man);
    }

    /** Whether an enemy of {@code side} stands on the square. */
    boolean enemyOn(int side, int square) {
        return man(1 - side, 0) == square || man(1 - side, 1) == square;
    }

    /** The side both of whose men are home, or -1. */
    public int winner() {
        for (int side = 0; side < 2; side++) {
            if (man(side, 0) == HOME && man(side, 1) == HOME) {
                return side;
            }
        }
        return -1;
    }

    /** The board after a man of {@code side} went to {@code to}, an enemy there (off the rosette) sent back. */
    Board moved(int side, int man, int to) {
        List<Integer> next = new ArrayList<>(men);
        next.set(side * 2 + man, to);
        for (int enemy = 0; enemy < 2; enemy++) {
            if (to < HOME && next.get((1 - side) * 2 + enemy) == to) {
                next.set((1 - side) * 2 + enemy, 0);
            }
        }
        return new Board(next);
    }
}
