package org.tabula.api;

import java.util.Objects;

/**
 * Why a game did not take a move or an action: a stable reason code and a sentence for a person.
 *
 * <p>A refusal is a value, not an exception: the game that returns one is unchanged.
 *
 * @param code a stable lower-case code, such as {@code point-taken}, for programs to act on
 * @param message one sentence for a person, such as "d2 is already taken."; control characters in it (from the input
 *     it quotes) are kept escaped, as {@link Printable#escape} shows them
 * @since 0.1.0
 */
public record Refusal(String code, String message) {

    /**
     * Checks that both parts are present.
     *
     * @param code a stable lower-case code, such as {@code point-taken}, for programs to act on
     * @param message one sentence for a person, such as "d2 is already taken."; control characters in it (from the
     *     input it quotes) are kept escaped, as {@link Printable#escape} shows them
     */
    public Refusal {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(message, "message");
        if (code.isBlank()) {
            throw new IllegalArgumentException("a refusal needs a code");
        }
        // Escaped here, once for every game: a refusal quoting what a player typed must not carry an ESC to a screen.
        message = Printable.escape(message);
    }

    @Override
    public String toString() {
        return code + ": " + message;
    }
}
