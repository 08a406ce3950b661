package org.tabula.api;

import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.function.Function;

/**
 * What came of asking a game to do something: the value it produced, or the refusal that left it unchanged.
 *
 * @param <T> the kind of value an accepted request produces
 * @since 0.1.0
 */
public sealed interface Outcome<T> permits Outcome.Accepted, Outcome.Refused {

    /**
     * An accepted request and the value it produced.
     *
     * @param <T> the type of the value
     * @param value what the request produced
     * @return an accepted outcome holding the value
     */
    static <T> Outcome<T> accepted(T value) {
        return new Accepted<>(value);
    }

    /**
     * A refused request, with its reason code and sentence.
     *
     * @param <T> the type the value would have had
     * @param refusal why the request was refused
     * @return a refused outcome
     */
    static <T> Outcome<T> refused(Refusal refusal) {
        return new Refused<>(refusal);
    }

    /**
     * A refused request, built from its reason code and sentence.
     *
     * @param <T> the type the value would have had
     * @param code the refusal's stable reason code
     * @param message the refusal's sentence for a person
     * @return a refused outcome
     */
    static <T> Outcome<T> refused(String code, String message) {
        return new Refused<>(new Refusal(code, message));
    }

    /**
     * True when the request was carried out.
     *
     * @return true when accepted, false when refused
     */
    boolean isAccepted();

    /**
     * The value of an accepted request; throws {@link NoSuchElementException} for a refused one.
     *
     * @return the value the request produced
     */
    T value();

    /**
     * The refusal of a refused request; throws {@link NoSuchElementException} for an accepted one.
     *
     * @return why the request was refused
     */
    Refusal refusal();

    /**
     * The same outcome with an accepted value mapped; a refusal passes through unchanged.
     *
     * @param <U> the type of the mapped value
     * @param mapper what turns the accepted value into another
     * @return the accepted outcome of the mapped value, or this refusal
     */
    <U> Outcome<U> map(Function<? super T, ? extends U> mapper);

    /**
     * The request was carried out.
     *
     * @param value what it produced
     * @param <T> the kind of value
     */
    record Accepted<T>(T value) implements Outcome<T> {
        /**
         * Checks that the value is present.
         *
         * @param value what the request produced
         */
        public Accepted {
            Objects.requireNonNull(value, "value");
        }

        @Override
        public boolean isAccepted() {
            return true;
        }

        @Override
        public Refusal refusal() {
            throw new NoSuchElementException("the request was accepted: " + value);
        }

        @Override
        public <U> Outcome<U> map(Function<? super T, ? extends U> mapper) {
            return new Accepted<>(mapper.apply(value));
        }
    }

    /**
     * The request was refused and nothing changed.
     *
     * @param refusal why
     * @param <T> the kind of value an accepted request would have produced
     */
    record Refused<T>(Refusal refusal) implements Outcome<T> {
        /**
         * Checks that the refusal is present.
         *
         * @param refusal why the request was refused
         */
        public Refused {
            Objects.requireNonNull(refusal, "refusal");
        }

        @Override
        public boolean isAccepted() {
            return false;
        }

        @Override
        public T value() {
            throw new NoSuchElementException("the request was refused: " + refusal);
        }

        @Override
        public <U> Outcome<U> map(Function<? super T, ? extends U> mapper) {
            return new Refused<>(refusal);
        }
    }
}
