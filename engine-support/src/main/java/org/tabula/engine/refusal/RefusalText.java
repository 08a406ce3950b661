package org.tabula.engine.refusal;

import java.util.Objects;

/**
 * The stable code of one reason a game refuses a move and the sentence it fills in: what each constant of a
 * game's {@link TextReason} enum holds.
 *
 * @param code the stable lower-case code, such as {@code point-taken}
 * @param template the sentence, with {@code %s} (or {@code %d}) where the arguments go
 */
public record RefusalText(String code, String template) {

    /** Checks that both parts are there. */
    public RefusalText {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(template, "template");
        if (code.isBlank()) {
            throw new IllegalArgumentException("a refusal needs a code");
        }
    }
}
