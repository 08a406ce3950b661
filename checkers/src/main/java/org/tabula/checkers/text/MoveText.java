package org.tabula.checkers.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tabula.checkers.model.ParsedMove;
import org.tabula.checkers.model.Squares;
import org.tabula.notation.Ascii;

/**
 * Moves to and from text, in numeric ({@code 11-15}, {@code 23x14x7}) and algebraic ({@code f6-e5},
 * {@code c3xe5xg7}) spelling: the move part of {@link org.tabula.checkers.CheckersNotation}.
 */
public final class MoveText {

    private MoveText() {
    }

    /**
     * Reads a move: squares joined by {@code -} (two of them) or by {@code x} (two or more), all numbers from 1 to
     * 32 or all names of playing squares. White space anywhere is ignored; {@code x} and a file letter may be upper
     * case. Empty for anything else. Never throws.
     */
    public static Optional<ParsedMove> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String compact = withoutSpace(text);
        List<Integer> squares = new ArrayList<>();
        Boolean jump = null;
        Boolean named = null;
        int i = 0;
        while (true) {
            if (i >= compact.length()) {
                return Optional.empty();
            }
            boolean letter = Ascii.toLowerCase(compact.charAt(i)) >= 'a' && Ascii.toLowerCase(compact.charAt(i)) <= 'z';
            if (named != null && named != letter) {
                return Optional.empty();
            }
            named = letter;
            int end = letter ? nameEnd(compact, i) : numberEnd(compact, i);
            int square = letter ? named(compact, i, end) : numbered(compact, i, end);
            if (square < 0 || (!squares.isEmpty() && squares.get(squares.size() - 1) == square)) {
                return Optional.empty();
            }
            squares.add(square);
            i = end;
            if (i == compact.length()) {
                break;
            }
            char joint = compact.charAt(i);
            boolean isJump = joint == 'x' || joint == 'X';
            if (!isJump && joint != '-') {
                return Optional.empty();
            }
            if (jump != null && jump != isJump) {
                return Optional.empty();
            }
            jump = isJump;
            i++;
        }
        if (squares.size() < 2 || (!jump && squares.size() != 2)) {
            return Optional.empty();
        }
        return Optional.of(ParsedMove.of(squares, jump));
    }

    private static String withoutSpace(String text) {
        StringBuilder kept = new StringBuilder(text.length());
        text.codePoints().filter(c -> !Ascii.isSpace(c)).forEach(kept::appendCodePoint);
        return kept.toString();
    }

    private static int numberEnd(String text, int from) {
        int end = from;
        while (end < text.length() && Ascii.isDigit(text.charAt(end))) {
            end++;
        }
        return end;
    }

    private static int nameEnd(String text, int from) {
        return Math.min(text.length(), from + 2);
    }

    /** The square numbered by the digits, or -1: no digits, a leading zero, or a number outside 1 to 32. */
    private static int numbered(String text, int from, int end) {
        if (end == from || end - from > 2 || text.charAt(from) == '0') {
            return -1;
        }
        int square = Integer.parseInt(text.substring(from, end));
        return Squares.isSquare(square) ? square : -1;
    }

    /** The square a file letter and rank digit name, or -1 when they name no playing square. */
    private static int named(String text, int from, int end) {
        return end - from == 2 ? Squares.parse(text.substring(from, end)).orElse(-1) : -1;
    }
}
