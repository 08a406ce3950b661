package org.tabula.royalur.model;

import java.util.Optional;

/**
 * Where a move begins or ends: one of the twenty squares, the hand (a piece not yet entered) or home (a piece
 * borne off the board).
 *
 * <p>Written {@code hand}, {@code home} or a square's name, a file letter {@code a} to {@code h} and a row digit
 * {@code 1} to {@code 3}, always in lower case.
 *
 * @param cell the square's cell ({@code (row - 1) * 8 + file}), or {@link #HAND_CELL} or {@link #HOME_CELL}
 */
public record Place(int cell) {

    /** The cell number of the hand. */
    public static final int HAND_CELL = -1;
    /** The cell number of home. */
    public static final int HOME_CELL = -2;
    /** Where a piece waits before it enters. */
    public static final Place HAND = new Place(HAND_CELL);
    /** Where a piece goes when it is borne off. */
    public static final Place HOME = new Place(HOME_CELL);

    /** Checks that the cell is a square, the hand or home. */
    public Place {
        if (cell != HAND_CELL && cell != HOME_CELL && !Squares.isSquare(cell)) {
            throw new IllegalArgumentException("no such square: cell " + cell);
        }
    }

    /**
     * The square of a name such as {@code d2}, in either case.
     *
     * @throws IllegalArgumentException when the name is not one of the twenty squares
     */
    public static Place square(String name) {
        int cell = Squares.parse(name);
        if (cell < 0) {
            throw new IllegalArgumentException("no such square: '" + name + "'");
        }
        return new Place(cell);
    }

    /** The place a text names: a square, {@code hand} or {@code home}, in either case; empty otherwise. Never throws. */
    public static Optional<Place> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        if (text.length() == 4) {
            String lower = org.tabula.notation.Ascii.toLowerCase(text);
            if (lower.equals("hand")) {
                return Optional.of(HAND);
            }
            if (lower.equals("home")) {
                return Optional.of(HOME);
            }
            return Optional.empty();
        }
        int cell = Squares.parse(text);
        return cell < 0 ? Optional.empty() : Optional.of(new Place(cell));
    }

    /** True for the hand. */
    public boolean isHand() {
        return cell == HAND_CELL;
    }

    /** True for home. */
    public boolean isHome() {
        return cell == HOME_CELL;
    }

    /** True for one of the twenty squares. */
    public boolean isSquare() {
        return cell >= 0;
    }

    /** True for a rosette square (a1, a3, d2, g1, g3). */
    public boolean isRosette() {
        return Squares.isRosette(cell);
    }

    /** The name as written: {@code hand}, {@code home} or a square such as {@code d2}. */
    public String text() {
        return isHand() ? "hand" : isHome() ? "home" : Squares.name(cell);
    }

    @Override
    public String toString() {
        return text();
    }
}
