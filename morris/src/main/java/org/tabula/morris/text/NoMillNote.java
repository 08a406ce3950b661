package org.tabula.morris.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tabula.api.TextFormatException;
import org.tabula.morris.MorrisGame;
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
        return limit == MorrisGame.NO_MILL_PLIES ? Optional.empty() : Optional.of("# " + WORD + " " + limit);
    }

    /**
     * The limit a record's note names, or empty when it has none; other notes are passed over.
     *
     * @throws TextFormatException at the note, when its value is not a count of moves or the note comes twice
     */
    public static Optional<Integer> read(String text) {
        Optional<Integer> limit = Optional.empty();
        for (Line line : Lines.split(text)) {
            List<Token> tokens = line.tokens();
            if (tokens.isEmpty() || !tokens.get(0).text().startsWith("#")) {
                continue;
            }
            // "# no-mill-limit 60" and "#no-mill-limit 60" alike.
            List<Token> words = tokens.get(0).text().length() == 1 ? tokens.subList(1, tokens.size())
                    : prepend(tokens.get(0).from(1), tokens.subList(1, tokens.size()));
            if (words.isEmpty() || !words.get(0).is(WORD)) {
                continue;
            }
            if (limit.isPresent()) {
                throw NotationErrors.at(words.get(0), "the " + WORD + " note comes twice");
            }
            limit = Optional.of(value(words));
        }
        return limit;
    }

    private static int value(List<Token> words) {
        String one = "the " + WORD + " note names one count of moves (0 for none)";
        if (words.size() < 2) {
            throw NotationErrors.after(words.get(0), one);
        }
        if (words.size() > 2) {
            throw NotationErrors.at(words.get(2), one);
        }
        Token value = words.get(1);
        if (!value.text().matches("[0-9]{1,10}") || Long.parseLong(value.text()) > Integer.MAX_VALUE) {
            throw NotationErrors.at(value, "the " + WORD + " is a count of moves (0 for none), not '"
                    + value.text() + "'");
        }
        return Integer.parseInt(value.text());
    }

    private static List<Token> prepend(Token first, List<Token> rest) {
        List<Token> all = new ArrayList<>(rest.size() + 1);
        all.add(first);
        all.addAll(rest);
        return all;
    }
}
