package org.tabula.morris.family;

import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tabula.api.Move;
import org.tabula.morris.model.MillBoard;

/**
 * One whole move of a mill game on its board: where from (none for a man placed from the hand), where to, and the
 * man it takes (none when it takes nothing). Written as the seed writes a move, with the board's point names:
 * {@code d2}, {@code d2xa1}, {@code d2-d3}, {@code d2-d3xa1}; a flight is written like a step.
 *
 * @param board the board the points are on
 * @param from the point the man left, or {@link #NONE} for a placement
 * @param to the point the man went to
 * @param remove the point of the enemy man taken, or {@link #NONE}
 */
public record FamilyMove(MillBoard board, int from, int to, int remove) implements Move {

    /** No point: a placement has no {@code from}, a move that takes nothing no {@code remove}. */
    public static final int NONE = -1;

    /** A text longer than this is no move; it keeps the pattern's work small for whatever a player typed. */
    private static final int LONGEST = 40;

    /** A point, a step and a capture, spaces around {@code -} and {@code x} forgiven, as the seed reads them. */
    private static final Pattern TEXT = Pattern.compile(
            "\\s*([a-z][0-9])(?:\\s*-\\s*([a-z][0-9]))?(?:\\s*x\\s*([a-z][0-9]))?\\s*", Pattern.CASE_INSENSITIVE);

    /** Checks that the points are the board's and that none is named twice. */
    public FamilyMove {
        Objects.requireNonNull(board, "board");
        if (!onBoard(board, to) || (from != NONE && !onBoard(board, from))
                || (remove != NONE && !onBoard(board, remove))) {
            throw new IllegalArgumentException("a point off the board: " + from + ", " + to + ", " + remove);
        }
        if (from == to || remove == to || (from != NONE && remove == from)) {
            throw new IllegalArgumentException("a move names the same point twice: " + from + ", " + to + ", "
                    + remove);
        }
    }

    /** A man placed from the hand. */
    public static FamilyMove place(MillBoard board, int to) {
        return new FamilyMove(board, NONE, to, NONE);
    }

    /** A man stepped or flown from one point to another. */
    public static FamilyMove step(MillBoard board, int from, int to) {
        return new FamilyMove(board, from, to, NONE);
    }

    /**
     * The move a text names on a board, or empty when it names none: not a move's shape, a point the board does
     * not have, or a point named twice. Whether it is legal is not asked here. Never throws.
     */
    public static Optional<FamilyMove> parse(MillBoard board, String text) {
        if (text == null || text.length() > LONGEST) {
            return Optional.empty();
        }
        Matcher match = TEXT.matcher(text);
        if (!match.matches()) {
            return Optional.empty();
        }
        int first = point(board, match.group(1));
        int second = match.group(2) == null ? NONE : point(board, match.group(2));
        int remove = match.group(3) == null ? NONE : point(board, match.group(3));
        boolean step = match.group(2) != null;
        int from = step ? first : NONE;
        int to = step ? second : first;
        if (to < 0 || (step && from < 0) || (match.group(3) != null && remove < 0)
                || (step && from == to) || remove == to || (step && remove == from)) {
            return Optional.empty();
        }
        return Optional.of(new FamilyMove(board, from, to, remove));
    }

    /** True for a man placed from the hand. */
    public boolean isPlacement() {
        return from == NONE;
    }

    /** True when the move takes a man. */
    public boolean isCapture() {
        return remove != NONE;
    }

    /** The same move taking the man on {@code point}, or nothing for {@link #NONE}. */
    public FamilyMove taking(int point) {
        return new FamilyMove(board, from, to, point);
    }

    @Override
    public String text() {
        StringBuilder text = new StringBuilder(8);
        if (from != NONE) {
            text.append(board.name(from)).append('-');
        }
        text.append(board.name(to));
        if (remove != NONE) {
            text.append('x').append(board.name(remove));
        }
        return text.toString();
    }

    @Override
    public String toString() {
        return text();
    }

    private static boolean onBoard(MillBoard board, int point) {
        return point >= 0 && point < board.points();
    }

    private static int point(MillBoard board, String name) {
        return board.point(name).orElse(-2);
    }
}
