package org.tabula.notation;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.TextFormatException;

/**
 * The {@code offer} and {@code result} header lines a record writes for what its moves cannot show: a draw offer
 * standing ({@code offer black}) and an ending by resignation, timeout or agreement ({@code result white resign},
 * {@code result draw agreement}).
 *
 * <p>Shared because every two-sided game writes them the same way, only the side words differing (white and
 * black, red and black). Each line is checked word by word, so a line that says two things at once (a draw with
 * a winner, a resignation without one) is refused at the word that contradicts, with its line and column.
 */
public final class EndingLines {

    /** The loser gave up; the winner is named. */
    public static final String RESIGN = "resign";

    /** The loser ran out of time; the winner is named. */
    public static final String TIMEOUT = "timeout";

    /** Both sides agreed a draw; no winner. */
    public static final String AGREEMENT = "agreement";

    private EndingLines() {
    }

    /**
     * An ending as a {@code result} line gives it.
     *
     * @param winner the winning side's word as the game spells it, or empty for a draw
     * @param reason {@link #RESIGN}, {@link #TIMEOUT} or {@link #AGREEMENT}
     */
    public record Ending(Optional<String> winner, String reason) {

        /** Checks that neither part is missing. */
        public Ending {
            Objects.requireNonNull(winner, "winner");
            Objects.requireNonNull(reason, "reason");
        }
    }

    /**
     * The side an {@code offer} line names: one of {@code sides}, as the game spells it.
     *
     * @param sides the game's two side words, lower case, the first side first
     * @throws TextFormatException at the word that is wrong, or at the line's end when no side is given
     */
    public static String readOffer(Header header, List<String> sides) {
        List<Token> values = header.values();
        String either = sides.get(0) + " or " + sides.get(1);
        if (values.isEmpty()) {
            throw TextFormatException.at(header.end(),
                    "an offer names the side that made it, " + either + ", and none is given");
        }
        String side = side(values.get(0), sides).orElseThrow(() -> NotationErrors.at(values.get(0),
                "an offer names the side that made it, " + either + ", not '" + values.get(0).text() + "'"));
        nothingAfter(values, 1, "offer " + side);
        return side;
    }

    /**
     * The ending a {@code result} line gives: a winner with {@code resign} or {@code timeout}, or {@code draw}
     * with {@code agreement}.
     *
     * @param sides the game's two side words, lower case, the first side first
     * @throws TextFormatException at the word that is wrong or contradicts, or after the last word given when
     *     one is missing
     */
    public static Ending readResult(Header header, List<String> sides) {
        List<Token> values = header.values();
        String either = sides.get(0) + " or " + sides.get(1);
        if (values.isEmpty()) {
            throw TextFormatException.at(header.end(),
                    "a result names the winner (" + either + ") or draw, then the reason, and neither is given");
        }
        Token who = values.get(0);
        Optional<String> winner = side(who, sides);
        if (winner.isEmpty() && !who.is("draw")) {
            throw NotationErrors.at(who, "a result names the winner, " + either + ", or draw, not '" + who.text()
                    + "'");
        }
        if (values.size() < 2) {
            throw NotationErrors.after(who, "a result names the reason after the winner: resign, timeout or"
                    + " agreement");
        }
        Token why = values.get(1);
        String reason = why.lowerCase();
        switch (reason) {
            case RESIGN, TIMEOUT -> {
                if (winner.isEmpty()) {
                    throw NotationErrors.at(why, "a game ended by " + reason + " has a winner, not a draw");
                }
            }
            case AGREEMENT -> {
                if (winner.isPresent()) {
                    throw NotationErrors.at(who, "a game ended by agreement is a draw, not a win for "
                            + winner.get());
                }
            }
            default -> throw NotationErrors.at(why, "a result's reason is resign, timeout or agreement, not '"
                    + why.text() + "'");
        }
        nothingAfter(values, 2, "result " + who.lowerCase() + " " + reason);
        return new Ending(winner, reason);
    }

    /**
     * Refuses a line with more values than {@code count}, at the first one too many.
     *
     * @param line the line as read so far, for the message
     * @throws TextFormatException at the first value past {@code count}
     */
    public static void nothingAfter(List<Token> values, int count, String line) {
        if (values.size() > count) {
            throw NotationErrors.at(values.get(count), "nothing follows '" + line + "', but '"
                    + values.get(count).text() + "' does");
        }
    }

    private static Optional<String> side(Token token, List<String> sides) {
        for (String side : sides) {
            if (token.is(side)) {
                return Optional.of(side);
            }
        }
        return Optional.empty();
    }
}
