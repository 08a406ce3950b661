package org.tabula.dicerace.rules;

import java.util.Locale;
import java.util.Optional;
import org.tabula.api.Move;

/**
 * A dice race move: a man ({@code a} or {@code b}) to the square the roll takes it, as {@code a3}, or {@code pass}
 * when the roll moves nobody, in lower case.
 *
 * @param man 0 for {@code a}, 1 for {@code b}, or -1 for a pass
 * @param to the square reached, 1 to 7 (7 is home), or 0 for a pass
 */
public record RaceMove(int man, int to) implements Move {

    /** The move of a roll that moves nobody. */
    public static final RaceMove PASS = new RaceMove(-1, 0);

    /** A move read from text in any case with white space around it, or empty. Never throws. */
    public static Optional<RaceMove> parse(String text) {
        String word = text.strip().toLowerCase(Locale.ROOT);
        if (word.equals("pass")) {
            return Optional.of(PASS);
        }
        return word.matches("[ab][1-7]") ? Optional.of(new RaceMove(word.charAt(0) - 'a', word.charAt(1) - '0'))
                : Optional.empty();
    }

    @Override
    public String text() {
        return man < 0 ? "pass" : (char) ('a' + man) + Integer.toString(to);
    }
}
