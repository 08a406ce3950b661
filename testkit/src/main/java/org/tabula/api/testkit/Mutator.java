package org.tabula.api.testkit;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Random;

/**
 * Texts that try a reader hard, drawn from a seeded {@link Random}: valid texts changed a few times (characters
 * swapped, dropped, repeated or re-cased, lines cut, repeated or swapped, huge numbers and non-ASCII put in), and
 * texts made up from the notation's own words, white space and strange characters.
 *
 * <p>The same seed, valid texts and words always give the same texts, so a crash found once is found again.
 * Not thread-safe.
 */
public final class Mutator {

    /** Numbers no count fits in, and numbers at the edges of {@code int} and {@code long}. */
    static final List<String> HUGE_NUMBERS = List.of("2147483647", "2147483648", "4294967296", "-1", "-2147483648",
            "9223372036854775807", "9223372036854775808", "99999999999999999999999999999999", "0000000000000000007",
            "1e9", "0x10", "+5", "١٢", "１２");

    /**
     * Characters a reader may meet from a platform: letters that change length or meaning in another case (the
     * Kelvin sign, a dotted capital I, a long s), accented and full-width letters, digits of other scripts, white
     * space beyond ASCII, a lone surrogate, a surrogate pair, the byte-order mark, control characters.
     */
    static final List<String> STRANGE = List.of("\u212A", "\u0130", "\u017F", "\u00E9", "\uFF44", "\u0661",
            "\u00A0", "\u3000", "\u2028", "\u0085", "\u000B", "\f", "\r", "\t", "\uD83D", "\uDE00",
            "\uD83D\uDE00", "\uFEFF", "\u200E", "\u0000", "\u001B[31m", "\uFFFF", "\u0308");

    private static final String ASCII = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
            + " .,:;-+x[]{}()\"'#/\\*?!=_";

    private final Random random;
    private final List<String> words;

    private Mutator(Random random, List<String> words) {
        this.random = random;
        this.words = List.copyOf(words);
    }

    /** A mutator drawing from {@code new Random(seed)}, with no words of a notation. */
    public static Mutator seeded(long seed) {
        return new Mutator(new Random(seed), List.of());
    }

    /** The same mutator (the same random source), also putting the notation's own words in ({@code position}). */
    public Mutator withWords(Collection<String> notationWords) {
        List<String> all = new ArrayList<>(words);
        all.addAll(notationWords);
        return new Mutator(random, all);
    }

    /** The random source, for a caller that draws its own choices in step with the texts. */
    public Random random() {
        return random;
    }

    /** The text changed one to four times. */
    public String mutate(String valid) {
        String text = valid;
        int times = 1 + random.nextInt(4);
        for (int i = 0; i < times; i++) {
            text = mutateOnce(text);
        }
        return text;
    }

    /** The text changed once, in one of the ways the class names. */
    public String mutateOnce(String text) {
        if (text.isEmpty()) {
            return piece();
        }
        StringBuilder b = new StringBuilder(text);
        int at = random.nextInt(b.length());
        switch (random.nextInt(14)) {
            case 0 -> swapCharacters(b, at);
            case 1 -> b.deleteCharAt(at);
            case 2 -> b.insert(at, b.charAt(at));
            case 3 -> b.setCharAt(at, changeCase(b.charAt(at)));
            case 4 -> b.setLength(at);
            case 5 -> b.insert(at, pick(HUGE_NUMBERS));
            case 6 -> replaceNumber(b, at);
            case 7 -> b.insert(at, pick(STRANGE));
            case 8 -> b.insert(at, words.isEmpty() ? piece() : pick(words));
            case 9 -> b.replace(at, Math.min(b.length(), at + 1 + random.nextInt(4)), piece());
            case 10 -> repeatRun(b, at);
            default -> {
                return mutateLines(text);
            }
        }
        return b.toString();
    }

    /** A text made up of the notation's words, ASCII, white space, line breaks and strange characters. */
    public String generate() {
        int pieces = random.nextInt(8) == 0 ? random.nextInt(200) : random.nextInt(24);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < pieces; i++) {
            b.append(piece());
        }
        return b.toString();
    }

    /**
     * A text past any sensible limit: a valid text repeated until it is longer than {@code length} characters, or
     * one character repeated on one line, or that many line breaks.
     */
    public String huge(String valid, int length) {
        StringBuilder b = new StringBuilder(length + valid.length() + 1);
        switch (random.nextInt(3)) {
            case 0 -> {
                String unit = valid.isEmpty() ? "a" : valid;
                while (b.length() <= length) {
                    b.append(unit);
                }
            }
            case 1 -> b.append(String.valueOf(ASCII.charAt(random.nextInt(ASCII.length()))).repeat(length + 1));
            default -> b.append(valid).append("\n".repeat(length + 1)).append(valid);
        }
        return b.toString();
    }

    private String piece() {
        int kind = random.nextInt(10);
        if (kind < 4 && !words.isEmpty()) {
            return pick(words);
        }
        if (kind < 6) {
            return String.valueOf(ASCII.charAt(random.nextInt(ASCII.length())));
        }
        if (kind == 6) {
            return pick(List.of(" ", "  ", "\t", "\n", "\r\n", "\n\n"));
        }
        if (kind == 7) {
            return pick(HUGE_NUMBERS);
        }
        if (kind == 8) {
            return pick(STRANGE);
        }
        return String.valueOf((char) random.nextInt(Character.MAX_VALUE + 1));
    }

    private void swapCharacters(StringBuilder b, int at) {
        int other = random.nextInt(b.length());
        char c = b.charAt(at);
        b.setCharAt(at, b.charAt(other));
        b.setCharAt(other, c);
    }

    private static char changeCase(char c) {
        return Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c);
    }

    /** Puts a huge number in place of the run of digits at or after {@code at}, or at {@code at} when none follows. */
    private void replaceNumber(StringBuilder b, int at) {
        int start = at;
        while (start < b.length() && !Character.isDigit(b.charAt(start))) {
            start++;
        }
        if (start == b.length()) {
            start = at;
        }
        int end = start;
        while (end < b.length() && Character.isDigit(b.charAt(end))) {
            end++;
        }
        b.replace(start, end, pick(HUGE_NUMBERS));
    }

    private void repeatRun(StringBuilder b, int at) {
        int end = Math.min(b.length(), at + 1 + random.nextInt(8));
        String run = b.substring(at, end);
        b.insert(end, run.repeat(1 + random.nextInt(random.nextInt(10) == 0 ? 500 : 4)));
    }

    /** Cuts a line short, drops, repeats or swaps lines, or joins two. */
    private String mutateLines(String text) {
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        int at = random.nextInt(lines.size());
        String line = lines.get(at);
        switch (random.nextInt(5)) {
            case 0 -> lines.set(at, line.substring(0, line.isEmpty() ? 0 : random.nextInt(line.length())));
            case 1 -> lines.remove(at);
            case 2 -> lines.add(at, line);
            case 3 -> {
                int other = random.nextInt(lines.size());
                lines.set(at, lines.get(other));
                lines.set(other, line);
            }
            default -> {
                if (at + 1 < lines.size()) {
                    lines.set(at, line + lines.remove(at + 1));
                } else {
                    lines.add(0, line);
                }
            }
        }
        return String.join("\n", lines);
    }

    private String pick(List<String> choices) {
        return choices.get(random.nextInt(choices.size()));
    }
}
