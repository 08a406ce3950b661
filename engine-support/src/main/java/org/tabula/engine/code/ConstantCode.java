package org.tabula.engine.code;

import java.util.Locale;

/**
 * The stable code of an enum constant read from its name: every game wrote its ending and refusal codes as the
 * name in lower case with hyphens for underscores, so reading them from the name keeps one spelling of each.
 */
public final class ConstantCode {

    private ConstantCode() {
    }

    /** {@code NO_MOVE} is {@code no-move}. */
    public static String of(String constantName) {
        return constantName.toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
