package org.tabula.notation;

/**
 * Counts as notations write them: plain decimal numbers, ASCII digits only, no sign, never more than an
 * {@code int} holds.
 */
public final class Counts {

    private Counts() {
    }

    /**
     * Reads a token as a count.
     *
     * @param token the token
     * @param what what the count counts, for the error ({@code plies played})
     * @throws org.tabula.api.TextFormatException at the token when it is not a count or is too large
     */
    public static int read(Token token, String what) {
        String text = token.text();
        long value = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!Ascii.isDigit(c)) {
                throw NotationErrors.at(token, "'" + what + "' is a whole number, not '" + text + "'");
            }
            value = value * 10 + (c - '0');
            if (value > Integer.MAX_VALUE) {
                throw NotationErrors.at(token, "'" + what + "' is too large a number: " + text);
            }
        }
        return (int) value;
    }

    /**
     * Reads a token as a count of at most {@code most}: the cap a game puts on a counter so that no game played on
     * from a position runs past what an {@code int} holds.
     *
     * @throws org.tabula.api.TextFormatException at the token when it is not a count or is over {@code most}
     */
    public static int read(Token token, String what, int most) {
        int count = read(token, what);
        if (count > most) {
            throw NotationErrors.at(token, "'" + what + "' is at most " + most + ", not " + token.text());
        }
        return count;
    }
}
