package org.tabula.api;

/**
 * One whole move of a game: an immutable value with one canonical text.
 *
 * <p>Two moves of the same game are equal exactly when their canonical texts are equal. A move need not be a
 * from-to pair: it may add a capture, follow a path of jumps, or carry the roll it was played on.
 *
 * @since 0.1.0
 */
public interface Move {

    /**
     * The canonical text of the move, as the game's notation writes it and as {@link Game#play(String)} reads it.
     *
     * @return the move's one canonical text, never blank
     */
    String text();
}
