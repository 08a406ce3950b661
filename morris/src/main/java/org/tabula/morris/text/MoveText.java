package org.tabula.morris.text;

import java.util.Optional;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.Points;

/**
 * A morris move read from text: the lenient reading behind {@link org.tabula.morris.MorrisNotation#parseMove(String)}.
 *
 * <p>Kept apart from positions and records because it is the one reader a player's typing reaches directly, so it
 * never throws and takes no limits: a move is a few characters, scanned once from left to right.
 */
public final class MoveText {

    private MoveText() {
    }

    /** The move a text names, or empty; as {@link org.tabula.morris.MorrisNotation#parseMove(String)}. */
    public static Optional<MorrisMove> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        MoveScanner scanner = new MoveScanner(text);
        scanner.skipSpace();
        int first = scanner.point();
        if (first < 0) {
            return Optional.empty();
        }
        int from = MorrisMove.NONE;
        int to = first;
        int remove = MorrisMove.NONE;
        scanner.skipSpace();
        if (scanner.take('-')) {
            scanner.skipSpace();
            from = first;
            to = scanner.point();
            if (to < 0) {
                return Optional.empty();
            }
            scanner.skipSpace();
        }
        if (scanner.take('x') || scanner.take('X')) {
            scanner.skipSpace();
            remove = scanner.point();
            if (remove < 0) {
                return Optional.empty();
            }
            scanner.skipSpace();
        }
        if (!scanner.atEnd()) {
            return Optional.empty();
        }
        if (from == to || remove == to || (from != MorrisMove.NONE && remove == from)) {
            return Optional.empty();
        }
        return Optional.of(new MorrisMove(from, to, remove));
    }

    /** Reads a move's text from left to right. */
    private static final class MoveScanner {
        private final String text;
        private int index;

        MoveScanner(String text) {
            this.text = text;
        }

        void skipSpace() {
            while (index < text.length() && Character.isWhitespace(text.charAt(index))) {
                index++;
            }
        }

        boolean take(char c) {
            if (index < text.length() && text.charAt(index) == c) {
                index++;
                return true;
            }
            return false;
        }

        /** The point named at the cursor, moving past it, or -1 when none is. */
        int point() {
            if (index + 2 > text.length()) {
                return -1;
            }
            int point = Points.at(text, index);
            if (point >= 0) {
                index += 2;
            }
            return point;
        }

        boolean atEnd() {
            return index == text.length();
        }
    }
}
