package org.tabula.engine.ending;

/**
 * What a game's enum of rules endings implements: each constant holds its {@link EndingKind}, and the code and
 * whether it is a draw are read from there.
 */
public interface RulesEnding {

    /** The code of this ending and whether it is a draw. */
    EndingKind kind();

    /** The stable reason code, such as {@code no-move}. */
    default String code() {
        return kind().code();
    }

    /** True when this ending is a draw. */
    default boolean isDraw() {
        return kind().draw();
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
