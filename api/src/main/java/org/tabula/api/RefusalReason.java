package org.tabula.api;

import java.util.Locale;

/**
 * One reason a game refuses a move or an action, with its stable code and the sentence it fills in: what a game's
 * enum of refusals implements, so that making the {@link Refusal} is written once for every game.
 *
 * @since 0.1.0
 */
public interface RefusalReason {

    /**
     * The stable lower-case code, such as {@code point-taken}.
     *
     * @return the code, the same in every version of the game
     */
    String code();

    /**
     * The sentence, with {@code %s} where the arguments go, in the order the reason's Javadoc gives.
     *
     * @return the sentence's template, for {@link String#format}
     */
    String template();

    /**
     * The refusal with its sentence filled in from the arguments.
     *
     * @param arguments what the template's {@code %s} stand for, in order
     * @return a refusal with this reason's code and the filled-in sentence
     */
    default Refusal with(Object... arguments) {
        return new Refusal(code(), String.format(Locale.ROOT, template(), arguments));
    }

    /**
     * A refused outcome of this reason.
     *
     * @param <T> what the outcome would have held, had it been taken
     * @param arguments what the template's {@code %s} stand for, in order
     * @return a refused outcome carrying {@link #with} of the arguments
     */
    default <T> Outcome<T> refuse(Object... arguments) {
        return Outcome.refused(with(arguments));
    }

    /**
     * The reason of an enum with a code.
     *
     * @param <R> the enum of reasons
     * @param reasons the enum's class
     * @param code a reason's code, such as {@code point-taken}
     * @return the enum's reason with that code
     * @throws IllegalArgumentException when no reason of the enum has the code
     */
    static <R extends Enum<R> & RefusalReason> R ofCode(Class<R> reasons, String code) {
        for (R reason : reasons.getEnumConstants()) {
            if (reason.code().equals(code)) {
                return reason;
            }
        }
        throw new IllegalArgumentException("no " + reasons.getSimpleName() + " has the code '" + code + "'");
    }
}
