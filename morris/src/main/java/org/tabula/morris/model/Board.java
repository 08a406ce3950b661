package org.tabula.morris.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The men on the points and the men still in hand: an immutable value.
 *
 * <p>A game hands out its board as a value, so changing it (with {@link #with}, {@link #without},
 * {@link #withInHand}, each giving a new board) never touches the game.
 */
public final class Board {

    private final int white;
    private final int black;
    private final int whiteInHand;
    private final int blackInHand;

    Board(int white, int black, int whiteInHand, int blackInHand) {
        // Position checks the same things a board must hold to, so a board is always one a position can hold.
        new Position(white, black, Colour.WHITE, whiteInHand, blackInHand, 0, 0);
        this.white = white;
        this.black = black;
        this.whiteInHand = whiteInHand;
        this.blackInHand = blackInHand;
    }

    /** The board before the first move: no man on a point, nine in each hand. */
    public static Board start() {
        return new Board(0, 0, Position.MEN, Position.MEN);
    }

    /**
     * A board of men given as masks (bit {@code p} for point {@code p}) and counts in hand.
     *
     * @throws IllegalArgumentException when the men are off the board, share a point, or a side has more than nine
     */
    public static Board of(int white, int black, int whiteInHand, int blackInHand) {
        return new Board(white, black, whiteInHand, blackInHand);
    }

    /** The men and hands of a position. */
    public static Board of(Position position) {
        return new Board(position.white(), position.black(), position.whiteInHand(), position.blackInHand());
    }

    /** The man on a point, or empty when the point is empty. */
    public Optional<Colour> at(int point) {
        int bit = bit(point);
        return (white & bit) != 0 ? Optional.of(Colour.WHITE)
                : (black & bit) != 0 ? Optional.of(Colour.BLACK) : Optional.empty();
    }

    /** True when no man stands on the point. */
    public boolean isEmpty(int point) {
        return ((white | black) & bit(point)) == 0;
    }

    /** The points of a side's men, as a mask. */
    public int mask(Colour colour) {
        return colour == Colour.WHITE ? white : black;
    }

    /** The empty points, as a mask. */
    public int emptyMask() {
        return Points.ALL & ~(white | black);
    }

    /** The points of a side's men, ascending. */
    public List<Integer> points(Colour colour) {
        List<Integer> points = new ArrayList<>();
        for (int rest = mask(colour); rest != 0; rest &= rest - 1) {
            points.add(Integer.numberOfTrailingZeros(rest));
        }
        return List.copyOf(points);
    }

    /** The men a side has on the board. */
    public int onBoard(Colour colour) {
        return Integer.bitCount(mask(colour));
    }

    /** The men a side has yet to place. */
    public int inHand(Colour colour) {
        return colour == Colour.WHITE ? whiteInHand : blackInHand;
    }

    /** The men a side has left, on the board and in hand together. */
    public int men(Colour colour) {
        return onBoard(colour) + inHand(colour);
    }

    /** True when a man stands on the point and is part of a mill of his own side; false for an empty point. */
    public boolean inMill(int point) {
        return at(point).map(colour -> Points.inMill(mask(colour), point)).orElse(false);
    }

    /** The men of a side that stand in a mill, as a mask. */
    public int inMills(Colour colour) {
        return Points.menInMills(mask(colour));
    }

    /** A board with a man of {@code colour} on the point, replacing whatever stood there. */
    public Board with(int point, Colour colour) {
        int bit = bit(point);
        int w = white & ~bit;
        int b = black & ~bit;
        return colour == Colour.WHITE ? new Board(w | bit, b, whiteInHand, blackInHand)
                : new Board(w, b | bit, whiteInHand, blackInHand);
    }

    /** A board with the point empty. */
    public Board without(int point) {
        int bit = bit(point);
        return new Board(white & ~bit, black & ~bit, whiteInHand, blackInHand);
    }

    /** A board with a side holding {@code count} men in hand. */
    public Board withInHand(Colour colour, int count) {
        return colour == Colour.WHITE ? new Board(white, black, count, blackInHand)
                : new Board(white, black, whiteInHand, count);
    }

    /** This board as a position with the given side to move and counts. */
    public Position toPosition(Colour turn, int noMill, int ply) {
        return new Position(white, black, turn, whiteInHand, blackInHand, noMill, ply);
    }

    private static int bit(int point) {
        if (!Points.isPoint(point)) {
            throw new IllegalArgumentException("no such point: " + point + " (points are 0 to 23)");
        }
        return 1 << point;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Board that && white == that.white && black == that.black
                && whiteInHand == that.whiteInHand && blackInHand == that.blackInHand;
    }

    @Override
    public int hashCode() {
        return ((white * 31 + black) * 31 + whiteInHand) * 31 + blackInHand;
    }

    /** The 24 points in point order as {@code W}, {@code B} and {@code .}, then the men in each hand. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(30);
        for (int point = 0; point < Points.COUNT; point++) {
            text.append(at(point).map(Colour::glyph).orElse('.'));
        }
        return text.append(' ').append(whiteInHand).append(' ').append(blackInHand).toString();
    }
}
