package org.tabula.web.store;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * SQLite's writers' turns, in the order they came. SQLite has one write lock, and a connection that finds it
 * taken sleeps in SQLite's busy handler (up to 100 ms a try, while a newcomer may take the lock between its
 * tries): under load that made the slowest moves wait hundreds of milliseconds. Taking turns here first, the
 * writers of this server never meet SQLite's lock taken by each other, nor by a checkpoint of the log.
 */
final class WriteTurns {

    /** As long as SQLite's own busy timeout (SqliteSettings). */
    private static final long WAIT_SECONDS = 30;

    /** Turns for a database that keeps its writers apart itself (H2, PostgreSQL): nothing waits here. */
    static final WriteTurns NONE = new WriteTurns(null);

    private final ReentrantLock turns;

    private WriteTurns(ReentrantLock turns) {
        this.turns = turns;
    }

    /** Turns in arrival order, for a SQLite file. */
    static WriteTurns inOrder() {
        return new WriteTurns(new ReentrantLock(true));
    }

    /**
     * Waits for this thread's turn, at most as long as SQLite would wait for its lock.
     *
     * @throws StoreException when the turn did not come
     */
    void await() {
        if (turns == null) {
            return;
        }
        try {
            if (!turns.tryLock(WAIT_SECONDS, TimeUnit.SECONDS)) {
                throw new StoreException("Waited " + WAIT_SECONDS + " s for the database's write lock.", null);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StoreException("Interrupted while waiting for the database's write lock.", e);
        }
    }

    /** Ends this thread's turn, if it has one. */
    void end() {
        if (turns != null && turns.isHeldByCurrentThread()) {
            turns.unlock();
        }
    }
}
