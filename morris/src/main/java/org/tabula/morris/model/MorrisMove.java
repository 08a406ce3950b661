package org.tabula.morris.model;

import org.tabula.api.Move;

/**
 * One whole morris move: where from (none for a placement), where to, and the man it took (none when it closed
 * no mill).
 *
 * <p>Written {@code d2}, {@code d2xa1}, {@code d2-d3} or {@code d2-d3xa1}, lower case, no spaces. A flying move
 * is written like any other.
 *
 * @param from the point the man left, or {@link #NONE} for a man placed from the hand
 * @param to the point the man went to
 * @param remove the point of the enemy man taken, or {@link #NONE}
 */
public record MorrisMove(int from, int to, int remove) implements Move {

    /** No point: a placement has no {@code from}, a move that closes no mill no {@code remove}. */
    public static final int NONE = -1;

    /** Checks that the points exist and that none is named twice. */
    public MorrisMove {
        if (!Points.isPoint(to)) {
            throw new IllegalArgumentException("no such point to move to: " + to);
        }
        if (from != NONE && !Points.isPoint(from)) {
            throw new IllegalArgumentException("no such point to move from: " + from);
        }
        if (remove != NONE && !Points.isPoint(remove)) {
            throw new IllegalArgumentException("no such point to take from: " + remove);
        }
        if (from == to || remove == to || (from != NONE && remove == from)) {
            throw new IllegalArgumentException("a move names the same point twice: "
                    + from + ", " + to + ", " + remove);
        }
    }

    /** A man placed from the hand. */
    public static MorrisMove place(int to) {
        return new MorrisMove(NONE, to, NONE);
    }

    /** A man placed from the hand that closes a mill and takes the man on {@code remove}. */
    public static MorrisMove place(int to, int remove) {
        return new MorrisMove(NONE, to, remove);
    }

    /** A man moved (or flown) from one point to another. */
    public static MorrisMove step(int from, int to) {
        return new MorrisMove(from, to, NONE);
    }

    /** A man moved (or flown) that closes a mill and takes the man on {@code remove}. */
    public static MorrisMove step(int from, int to, int remove) {
        return new MorrisMove(from, to, remove);
    }

    /** True for a man placed from the hand. */
    public boolean isPlacement() {
        return from == NONE;
    }

    /** True when the move takes a man. */
    public boolean isCapture() {
        return remove != NONE;
    }

    /** The same move without its capture. */
    public MorrisMove withoutCapture() {
        return new MorrisMove(from, to, NONE);
    }

    /** The same move taking the man on {@code point}. */
    public MorrisMove withCapture(int point) {
        return new MorrisMove(from, to, point);
    }

    @Override
    public String text() {
        StringBuilder text = new StringBuilder(8);
        if (from != NONE) {
            text.append(Points.name(from)).append('-');
        }
        text.append(Points.name(to));
        if (remove != NONE) {
            text.append('x').append(Points.name(remove));
        }
        return text.toString();
    }

    @Override
    public String toString() {
        return text();
    }
}
