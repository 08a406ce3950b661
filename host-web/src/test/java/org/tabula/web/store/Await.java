package org.tabula.web.store;

import java.util.function.BooleanSupplier;

/** Waits for something another thread does: a wait for an event, failing only if it never comes. */
final class Await {

    private static final long LIMIT_MILLIS = 10_000;

    private Await() {
    }

    static void until(BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + LIMIT_MILLIS * 1_000_000;
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Not seen within " + LIMIT_MILLIS + " ms");
            }
            Thread.sleep(10);
        }
    }
}
