package org.tabula.xiangqi.model;

import java.util.Optional;
import org.tabula.api.Move;

/**
 * One xiangqi move: the point a piece leaves and the point it reaches, whatever stood there being taken.
 *
 * <p>Its text is ICCS, lower case: the file letter and rank digit of each point, {@code h2e2}. The same text
 * means the same move whichever side plays it. A move value names two points on the board and nothing more;
 * whether it is legal is the game's business, so even {@code e0e0} is a move value that every game refuses.
 *
 * @param from the point left, 0 to 89 as {@link Squares} numbers them
 * @param to the point reached
 */
public record XiangqiMove(int from, int to) implements Move {

    /** Checks that both are points. */
    public XiangqiMove {
        if (!Squares.isSquare(from) || !Squares.isSquare(to)) {
            throw new IllegalArgumentException("a move goes between two points 0 to 89: " + from + ", " + to);
        }
    }

    /**
     * The move between two named points, such as {@code of("h2", "e2")}.
     *
     * @throws IllegalArgumentException when a name is no point
     */
    public static XiangqiMove of(String from, String to) {
        return new XiangqiMove(point(from), point(to));
    }

    /**
     * The move an ICCS text names, such as {@code h2e2}.
     *
     * @throws IllegalArgumentException when it names none; {@link #parse(String)} never throws
     */
    public static XiangqiMove of(String iccs) {
        return parse(iccs).orElseThrow(() -> new IllegalArgumentException("not an ICCS move: '" + iccs + "'"));
    }

    /**
     * The move an ICCS text names: exactly four characters naming two points, letters in either case. Empty for
     * anything else, {@code null} included. Never throws.
     */
    public static Optional<XiangqiMove> parse(String iccs) {
        if (iccs == null || iccs.length() != 4) {
            return Optional.empty();
        }
        int from = Squares.parseAt(iccs, 0);
        int to = Squares.parseAt(iccs, 2);
        return from < 0 || to < 0 ? Optional.empty() : Optional.of(new XiangqiMove(from, to));
    }

    private static int point(String name) {
        return Squares.parse(name).orElseThrow(() -> new IllegalArgumentException("no such point: '" + name + "'"));
    }

    /** The ICCS text, {@code h2e2}. */
    @Override
    public String text() {
        return Squares.name(from) + Squares.name(to);
    }

    @Override
    public String toString() {
        return text();
    }
}
