package org.tabula.web.http;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The bytes of states waiting unwritten for all watchers together (WebSockets and event streams), bounded: each
 * watcher's own bound still let a thousand watchers that do not read hold a thousand times it (1.4 GB of a 150 KB
 * table's states).
 */
final class WatcherBudget {

    private final long bound;
    private final AtomicLong waiting = new AtomicLong();

    WatcherBudget(long bound) {
        this.bound = bound;
    }

    /** Counts these bytes as waiting if the bound allows them; false, counting nothing, if not. */
    boolean take(long bytes) {
        while (true) {
            long now = waiting.get();
            if (now + bytes > bound) {
                return false;
            }
            if (waiting.compareAndSet(now, now + bytes)) {
                return true;
            }
        }
    }

    /** Counts these bytes as waiting whatever the bound: a state to a watcher with nothing waiting always goes. */
    void force(long bytes) {
        waiting.addAndGet(bytes);
    }

    /** These bytes were written, or will never be. */
    void give(long bytes) {
        waiting.addAndGet(-bytes);
    }

    /** The bytes waiting now, for all watchers. */
    long waiting() {
        return waiting.get();
    }

    long bound() {
        return bound;
    }
}
