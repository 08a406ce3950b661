package org.tabula.engine.ending;

import java.util.Objects;

/**
 * The reason code of one way the rules end a game, and whether it is a draw: what each constant of a game's
 * {@link RulesEnding} enum holds, written {@code win("no-move")} or {@code draw("repetition")}.
 *
 * @param code the stable lower-case reason code
 * @param draw true when nobody wins
 */
public record EndingKind(String code, boolean draw) {

    /** Checks that the code is there. */
    public EndingKind {
        Objects.requireNonNull(code, "code");
        if (code.isBlank()) {
            throw new IllegalArgumentException("an ending needs a code");
        }
    }

    /** An ending one side wins by. */
    public static EndingKind win(String code) {
        return new EndingKind(code, false);
    }

    /** An ending nobody wins. */
    public static EndingKind draw(String code) {
        return new EndingKind(code, true);
    }
}
