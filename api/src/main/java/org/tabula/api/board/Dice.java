package org.tabula.api.board;

import java.util.List;
import java.util.Objects;

/**
 * A throw standing on the board: the faces as they fell and what they count, such as the Ur throw of four binary
 * dice {@code [1, 0, 1, 1]} that counts 3.
 *
 * @param faces each die's face as a short text, in the order they are shown
 * @param value what the throw counts, as the game writes it
 * @since 0.1.0
 */
public record Dice(List<String> faces, String value) {

    /**
     * Copies the faces.
     *
     * @param faces each die's face as a short text, in the order they are shown
     * @param value what the throw counts, as the game writes it
     */
    public Dice {
        faces = List.copyOf(faces);
        Objects.requireNonNull(value, "value");
    }
}
