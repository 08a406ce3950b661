package org.tabula.web.store;

import java.util.function.BooleanSupplier;

/** Waits for something another thread does: a wait for an event, failing only if it never comes. */
public final class Await {

    private static final long LIMIT_MILLIS = 10_000;

    private Await() {
    }

    public static void until(BooleanSupplier condition) throws InterruptedException {
        until(condition, java.time.Duration.ofMillis(LIMIT_MILLIS));
    }

    /** As {@link #until(BooleanSupplier)}, for what takes longer (a bot game to its end). */
    public static void until(BooleanSupplier condition, java.time.Duration limit) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Not seen within " + limit.toMillis() + " ms");
            }
            Thread.sleep(10);
        }
    }
}
