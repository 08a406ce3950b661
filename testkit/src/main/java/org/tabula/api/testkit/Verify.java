package org.tabula.api.testkit;

import java.util.Objects;
import java.util.function.Supplier;
import org.tabula.api.Match;
import org.tabula.api.Outcome;
import org.tabula.api.RefusalReason;

/** The kit's own assertions: each failure says what the contract wanted and what the game did. */
final class Verify {

    private Verify() {
    }

    /** Fails with the message when the condition does not hold. */
    static void that(boolean condition, Supplier<String> message) {
        if (!condition) {
            throw new AssertionError(message.get());
        }
    }

    /** Fails when the two are not equal, naming what they are. */
    static void equal(String what, Object expected, Object actual) {
        if (!Objects.equals(expected, actual)) {
            throw new AssertionError(what + ": expected " + quote(expected) + " but was " + quote(actual));
        }
    }

    /** Fails when the game no longer looks as the snapshot did, listing what differs. */
    static void unchanged(String what, GameSnapshot before, Match game) {
        same(what, before, GameSnapshot.of(game));
    }

    /** Fails when the two snapshots differ, listing what differs. */
    static void same(String what, GameSnapshot expected, GameSnapshot actual) {
        String differences = expected.differences(actual);
        if (!differences.isEmpty()) {
            throw new AssertionError(what + "; what differs (expected, then found):" + differences);
        }
    }

    /** Fails unless the outcome was accepted; returns its value. */
    static <T> T accepted(String what, Outcome<T> outcome) {
        if (outcome == null || !outcome.isAccepted()) {
            throw new AssertionError(what + " was refused: " + (outcome == null ? "null outcome" : outcome.refusal()));
        }
        return outcome.value();
    }

    /** Fails unless the outcome was refused with a code and a sentence. */
    static void refused(String what, Outcome<?> outcome) {
        if (outcome == null || outcome.isAccepted()) {
            throw new AssertionError(what + " was accepted: " + (outcome == null ? "null outcome" : outcome.value()));
        }
        that(outcome.refusal().code().matches("[a-z0-9]+(-[a-z0-9]+)*"),
                () -> what + ": a refusal code is lower-case words joined by '-', not '" + outcome.refusal().code()
                        + "'");
        that(!outcome.refusal().message().isBlank(), () -> what + ": the refusal says nothing");
    }

    /** Fails unless the outcome was refused for the reason given. */
    static void refusedAs(String what, RefusalReason reason, Outcome<?> outcome) {
        refused(what, outcome);
        equal(what + ": the refusal code", reason.code(), outcome.refusal().code());
    }

    private static String quote(Object value) {
        return value instanceof String text ? "\"" + FuzzReport.escape(text) + "\"" : String.valueOf(value);
    }
}
