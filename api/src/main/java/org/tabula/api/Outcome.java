package org.tabula.api;

import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.function.Function;

/**
 * What came of asking a game to do something: the value it produced, or the refusal that left it unchanged.
 *
 * @param <T> the kind of value an accepted request produces
 */
public sealed interface Outcome<T> permits Outcome.Accepted, Outcome.Refused {

    /** An accepted request and the value it produced. */
    static <T> Outcome<T> accepted(T value) {
        return new Accepted<>(value);
    }

    /** A refused request, with its reason code and sentence. */
    static <T> Outcome<T> refused(Refusal refusal) {
        return new Refused<>(refusal);
    }

    /** A refused request, built from its reason code and sentence. */
    static <T> Outcome<T> refused(String code, String message) {
        return new Refused<>(new Refusal(code, message));
    }

    /** True when the request was carried out. */
    boolean isAccepted();

    /** The value of an accepted request; throws {@link NoSuchElementException} for a refused one. */
    T value();

    /** The refusal of a refused request; throws {@link NoSuchElementException} for an accepted one. */
    Refusal refusal();

    /** The same outcome with an accepted value mapped; a refusal passes through unchanged. */
    <U> Outcome<U> map(Function<? super T, ? extends U> mapper);

    /**
     * The request was carried out.
     *
     * @param value what it produced
     * @param <T> the kind of value
     */
    record Accepted<T>(T value) implements Outcome<T> {
        /** Checks that the value is present. */
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
        /** Checks that the refusal is present. */
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
