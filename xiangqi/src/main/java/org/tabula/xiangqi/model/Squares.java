package org.tabula.xiangqi.model;

import java.util.Optional;
import org.tabula.notation.Coordinate;

/**
 * The 90 points of the board, numbered {@code rank * 9 + file}: a0 is 0, i0 is 8, a1 is 9, i9 is 89.
 *
 * <p>Files are the letters {@code a} to {@code i} from Red's left; ranks the digits 0 to 9 from Red's own side,
 * as ICCS writes them. Ranks 0 to 4 are Red's side of the river, 5 to 9 Black's.
 */
public final class Squares {

    /** How many points the board has. */
    public static final int COUNT = 90;
    /** How many files (a to i). */
    public static final int FILES = 9;
    /** How many ranks (0 to 9). */
    public static final int RANKS = 10;

    private Squares() {
    }

    /** The point on a file (0 for a) and a rank (0 to 9). @throws IllegalArgumentException off the board */
    public static int of(int file, int rank) {
        if (file < 0 || file >= FILES || rank < 0 || rank >= RANKS) {
            throw new IllegalArgumentException("no point on file " + file + ", rank " + rank);
        }
        return rank * FILES + file;
    }

    /** True for a number that is a point, 0 to 89. */
    public static boolean isSquare(int square) {
        return square >= 0 && square < COUNT;
    }

    /** The file of a point, 0 for a to 8 for i. */
    public static int file(int square) {
        return square % FILES;
    }

    /** The rank of a point, 0 to 9. */
    public static int rank(int square) {
        return square / FILES;
    }

    /** The name of a point, such as {@code e0}. @throws IllegalArgumentException for a number that is no point */
    public static String name(int square) {
        if (!isSquare(square)) {
            throw new IllegalArgumentException("no such point: " + square);
        }
        return String.valueOf((char) ('a' + file(square))) + rank(square);
    }

    /** The point a name such as {@code e0} (either case) names; empty for anything else. Never throws. */
    public static Optional<Integer> parse(CharSequence name) {
        return Coordinate.parse(name).filter(c -> c.file() < FILES).map(c -> c.rank() * FILES + c.file());
    }

    /** The point named at {@code offset} of a text (two characters), or -1 when none is. Never throws. */
    public static int parseAt(CharSequence text, int offset) {
        return Coordinate.parseAt(text, offset).filter(c -> c.file() < FILES)
                .map(c -> c.rank() * FILES + c.file()).orElse(-1);
    }
}
