package org.tabula.api;

import java.util.Locale;
import java.util.Objects;

/**
 * One side of a game, named by a lower-case id such as {@code white}, {@code black}, {@code light} or {@code red}.
 *
 * @param id the lower-case identifier the game uses in its texts and options
 * @since 0.1.0
 */
public record Side(String id) {

    /**
     * Checks that the id is a non-empty lower-case word.
     *
     * @param id the lower-case identifier the game uses in its texts and options
     */
    public Side {
        Objects.requireNonNull(id, "id");
        if (id.isEmpty() || !id.chars().allMatch(c -> c >= 'a' && c <= 'z')) {
            throw new IllegalArgumentException("a side id is a lower-case word: '" + id + "'");
        }
    }

    /**
     * A side with the given id.
     *
     * @param id a lower-case word, such as {@code white}
     * @return the side with that id
     */
    public static Side of(String id) {
        return new Side(id);
    }

    /**
     * The id with its first letter in upper case, for sentences ("White wins").
     *
     * @return the id, capitalised: {@code White} for {@code white}
     */
    public String title() {
        return id.substring(0, 1).toUpperCase(Locale.ROOT) + id.substring(1);
    }

    @Override
    public String toString() {
        return id;
    }
}
