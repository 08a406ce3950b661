package org.tabula.notation;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Moves numbered in pairs, as chess-like records write them: {@code 1. d2 f4}, and {@code 1... f4} when the
 * first move is the second of its pair.
 *
 * <p>The moves are written as words: each must be one run of characters with no white space in it.
 *
 * <p>Reading passes the numbers over ({@code 1.}, {@code 12.}, {@code 3...}, and the number glued to a move in
 * {@code 1.d2}) without checking them; writing numbers from 1, one pair a line or wrapped at a width.
 */
public final class NumberedMoves {

    private NumberedMoves() {
    }

    /** True for a move number: digits then one or more dots, such as {@code 1.} or {@code 3...}. */
    public static boolean isMoveNumber(String token) {
        return numberLength(token) == token.length() && !token.isEmpty();
    }

    /**
     * The move tokens among {@code tokens}, in order: move numbers are dropped, and a number glued to a move
     * ({@code 1.d2}) is cut off, leaving the move at its own column. Never throws.
     */
    public static List<Token> moves(List<Token> tokens) {
        List<Token> moves = new ArrayList<>(tokens.size());
        for (Token token : tokens) {
            int number = numberLength(token.text());
            if (number == 0) {
                moves.add(token);
            } else if (number < token.text().length()) {
                moves.add(token.from(number));
            }
        }
        return Collections.unmodifiableList(moves);
    }

    /**
     * The moves numbered in pairs, one pair a line: {@code 1. a b}, {@code 2. c d}, ... When
     * {@code startsWithSecond} the first move is the second of its pair and stands alone as {@code 1... a}, and
     * the next line is {@code 2. b c}. No moves, no lines.
     */
    public static List<String> pairs(List<String> moves, boolean startsWithSecond) {
        List<String> lines = new ArrayList<>();
        List<String> line = new ArrayList<>(3);
        for (Word word : words(moves, startsWithSecond)) {
            if (word.number() && !line.isEmpty()) {
                lines.add(String.join(" ", line));
                line.clear();
            }
            line.add(word.text());
        }
        if (!line.isEmpty()) {
            lines.add(String.join(" ", line));
        }
        return Collections.unmodifiableList(lines);
    }

    /**
     * The moves numbered in pairs as one run of words ({@code 1. a b 2. c d}, as PDN writes them) broken into
     * lines no longer than {@code width} characters where it can be, a number on the line of the move it numbers;
     * a word longer than the width stands on a line of its own. No moves, no lines.
     *
     * @throws IllegalArgumentException when the width is less than 1, or a move is empty or holds white space
     */
    public static List<String> wrapped(List<String> moves, boolean startsWithSecond, int width) {
        if (width < 1) {
            throw new IllegalArgumentException("a line is at least one character wide: " + width);
        }
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        List<Word> words = words(moves, startsWithSecond);
        for (int w = 0; w < words.size(); w++) {
            String word = words.get(w).text();
            int length = word.codePointCount(0, word.length());
            if (words.get(w).number() && w + 1 < words.size()) {
                // A number stays on the line of the move it numbers.
                String move = words.get(w + 1).text();
                length += 1 + move.codePointCount(0, move.length());
            }
            int used = line.codePointCount(0, line.length());
            if (used > 0 && used + 1 + length > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return Collections.unmodifiableList(lines);
    }

    /**
     * The number of the move after {@code played} moves, as a record numbered in pairs writes it: {@code 3.} for
     * the first of a pair, {@code 3...} for the second (how {@link #pairs} writes a second move that begins a
     * record), so that a prompt numbers moves as the record does.
     *
     * @throws IllegalArgumentException when {@code played} is negative
     */
    public static String next(int played, boolean startsWithSecond) {
        if (played < 0) {
            throw new IllegalArgumentException("no game has played " + played + " moves");
        }
        int half = played + (startsWithSecond ? 1 : 0);
        return (half / 2 + 1) + (half % 2 == 0 ? "." : "...");
    }

    /**
     * Each of a game's moves, given as text, as the game writes it ({@code writing} reads a text and gives the move's
     * own text back, or empty when it is no move), for a record made from texts rather than from a game.
     *
     * @throws IllegalArgumentException naming the first text that is no move by its place from 1
     */
    public static List<String> written(List<String> moves, Function<String, Optional<String>> writing) {
        List<String> texts = new ArrayList<>(moves.size());
        for (int i = 0; i < moves.size(); i++) {
            String text = moves.get(i);
            int place = i + 1;
            texts.add(writing.apply(text).orElseThrow(() -> new IllegalArgumentException(
                    "move " + place + " (" + text + ") is not a move")));
        }
        return texts;
    }

    /** The numbers and the moves in the order they are written. */
    private static List<Word> words(List<String> moves, boolean startsWithSecond) {
        List<Word> words = new ArrayList<>(moves.size() * 3 / 2 + 1);
        int half = startsWithSecond ? 1 : 0;
        int number = 1;
        for (String move : moves) {
            if (move.isEmpty() || move.codePoints().anyMatch(Ascii::isSpace)) {
                throw new IllegalArgumentException("a move is written as one word: '" + move + "'");
            }
            if (half == 0) {
                words.add(new Word(number + ".", true));
            } else if (words.isEmpty()) {
                words.add(new Word(number + "...", true));
            }
            words.add(new Word(move, false));
            half = 1 - half;
            if (half == 0) {
                number++;
            }
        }
        return words;
    }

    /** The length of the move number the text begins with (digits then dots), or 0 when it begins with none. */
    private static int numberLength(String text) {
        int i = 0;
        while (i < text.length() && Ascii.isDigit(text.charAt(i))) {
            i++;
        }
        if (i == 0 || i == text.length() || text.charAt(i) != '.') {
            return 0;
        }
        while (i < text.length() && text.charAt(i) == '.') {
            i++;
        }
        return i;
    }

    /** A word of numbered moves: a move number or a move. */
    private record Word(String text, boolean number) {
    }
}
