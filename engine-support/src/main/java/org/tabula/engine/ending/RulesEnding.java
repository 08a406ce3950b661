package org.tabula.engine.ending;

import org.tabula.engine.code.ConstantCode;

/**
 * What a game's enum of rules endings implements: the reason code is read from the constant's name, and the enum
 * says by a short rule which of its endings are draws.
 */
public interface RulesEnding {

    /** The constant's name, as {@link Enum#name()} gives it. */
    String name();

    /** True when this ending is a draw. */
    boolean isDraw();

    /**
     * The stable reason code: the constant's name in lower case, its words joined by hyphens ({@code NO_MOVE} is
     * {@code no-move}). Every game wrote its codes so; reading them from the name keeps one spelling of each.
     */
    default String code() {
        return ConstantCode.of(name());
    }

    /**
     * The ending of an enum with a reason code.
     *
     * @param game the game as the message names it, such as {@code morris}
     * @throws IllegalArgumentException for no such code
     */
    static <E extends Enum<E> & RulesEnding> E ofCode(Class<E> endings, String game, String code) {
        for (E ending : endings.getEnumConstants()) {
            if (ending.code().equals(code)) {
                return ending;
            }
        }
        throw new IllegalArgumentException("no " + game + " ending has the code '" + code + "'");
    }
}
