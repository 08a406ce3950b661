package org.tabula.api.board;

import java.util.Objects;

/**
 * Something a picture marks on a place: the places the last move touched, a general in check.
 *
 * @param place the place's name
 * @param kind what the mark says: {@link #LAST_MOVE}, {@link #CHECK}, or a game's own word
 * @since 0.1.0
 */
public record Mark(String place, String kind) {

    /** A place the last move touched. */
    public static final String LAST_MOVE = "last-move";
    /** A piece in check. */
    public static final String CHECK = "check";

    /**
     * Checks both parts.
     *
     * @param place the place's name
     * @param kind what the mark says: {@link #LAST_MOVE}, {@link #CHECK}, or a game's own word
     */
    public Mark {
        Objects.requireNonNull(place, "place");
        Objects.requireNonNull(kind, "kind");
    }
}
