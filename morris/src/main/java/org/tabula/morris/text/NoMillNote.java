package org.tabula.morris.text;

import java.util.List;
import java.util.Optional;
import org.tabula.api.TextFormatException;
import org.tabula.morris.rules.GameState;
import org.tabula.notation.Line;
import org.tabula.notation.Lines;
import org.tabula.notation.NotationErrors;
import org.tabula.notation.Token;

/**
 * The note {@code # no-mill-limit 60} that carries a game's no-mill limit in its record when it is not the
 * default. The seed's notation has lines for the start and for flying but none for the limit, which the Perl
 * original kept in a package variable; a note (a line beginning with {@code #}) is what its reader passes over,
 * so the seed's functions read such a record unchanged and only the game's reader looks inside it.
 */
public final class NoMillNote {

    /** The word after the {@code #} that marks the note. */
    public static final String WORD = "no-mill-limit";

    private NoMillNote() {
    }

    /** The note's line for a limit other than the default, empty for the default. */
    public static Optional<String> line(int limit) {
        return limit == GameState.DEFAULT_NO_MILL_LIMIT ? Optional.empty() : Optional.of("# " + WORD + " " + limit);
    }

    /**
     * The limit a record's note names, or empty when it has none. Only the exact line counts: {@code #}, the word
     * and a count of digits, as words of their own and nothing more. Every other note is free text and passed
     * over, one that looks like this one included ({@code #no-mill-limit 60}, {@code # no-mill-limit off}).
     *
     * @throws TextFormatException at the note, when its count is too large or the note comes twice
     */
    public static Optional<Integer> read(String text) {
        Optional<Integer> limit = Optional.empty();
        for (Line line : Lines.split(text)) {
            List<Token> words = line.tokens();
            if (words.size() != 3 || !words.get(0).text().equals("#") || !words.get(1).text().equals(WORD)
                    || !words.get(2).text().matches("[0-9]+")) {
                continue;
            }
            if (limit.isPresent()) {
                throw NotationErrors.at(words.get(1), "the " + WORD + " note comes twice");
            }
            limit = Optional.of(value(words.get(2)));
        }
        return limit;
    }

    private static int value(Token value) {
        if (value.text().length() > 10 || Long.parseLong(value.text()) > Integer.MAX_VALUE) {
            throw NotationErrors.at(value, "the " + WORD + " is a count of moves (0 for none) of at most "
                    + Integer.MAX_VALUE + ", not " + value.text());
        }
        return Integer.parseInt(value.text());
    }
}
