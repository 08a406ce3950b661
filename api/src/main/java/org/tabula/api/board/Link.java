package org.tabula.api.board;

import java.util.Objects;

/**
 * A line drawn between two places: a line of the morris board, a line of the xiangqi grid or a palace diagonal.
 *
 * @param from one end, a place's name
 * @param to the other end, a place's name
 * @since 0.1.0
 */
public record Link(String from, String to) {

    /**
     * Checks that both ends are named.
     *
     * @param from one end, a place's name
     * @param to the other end, a place's name
     */
    public Link {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
    }
}
