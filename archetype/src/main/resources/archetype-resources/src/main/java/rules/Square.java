package ${package}.rules;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.IntStream;
import org.tabula.api.Move;

/**
 * A move: the square the side to move marks, written {@code a1} to {@code c3} (files a to c, ranks 1 to 3).
 *
 * @param index the square counted from a1 along each rank: a1 is 0, c1 is 2, a2 is 3, c3 is 8
 */
public record Square(int index) implements Move {

    /** Every square, in the fixed order of the legal moves. */
    public static final List<Square> ALL = IntStream.range(0, 9).mapToObj(Square::new).toList();

    /** Checks the index. */
    public Square {
        if (index < 0 || index > 8) {
            throw new IllegalArgumentException("a square is 0 to 8: " + index);
        }
    }

    /** The square a text names, in any case with blanks around it, or empty. Never throws. */
    public static Optional<Square> parse(String text) {
        String word = text.strip().toLowerCase(Locale.ROOT);
        if (word.length() != 2 || word.charAt(0) < 'a' || word.charAt(0) > 'c' || word.charAt(1) < '1'
                || word.charAt(1) > '3') {
            return Optional.empty();
        }
        return Optional.of(ALL.get(word.charAt(0) - 'a' + 3 * (word.charAt(1) - '1')));
    }

    /** 0 for file a to 2 for file c. */
    public int file() {
        return index % 3;
    }

    /** 0 for rank 1 to 2 for rank 3. */
    public int rank() {
        return index / 3;
    }

    @Override
    public String text() {
        return (char) ('a' + file()) + Integer.toString(rank() + 1);
    }

    @Override
    public String toString() {
        return text();
    }
}
