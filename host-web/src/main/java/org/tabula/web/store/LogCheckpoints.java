package org.tabula.web.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.sql.DataSource;

/**
 * Keeps a SQLite file's write-ahead log bounded under continuous load. SQLite's own checkpoints after a commit are
 * passive: they copy only what no reader still needs, and the log starts again from its beginning only when no
 * reader uses it, which under a server's overlapping reads is never (500 tables of play grew it to 0.9-1.8 GB in
 * 60 s). Once the log passes its limit, a checkpoint on a thread of its own waits for the readers of the moment to
 * finish (new ones read the file), copies everything and truncates the log.
 */
final class LogCheckpoints implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(LogCheckpoints.class.getName());

    private final DataSource pool;
    private final Path log;
    private final long limitBytes;
    /** A checkpoint that truncates the log holds the write lock: it takes its turn with the writers. */
    private final WriteTurns writeTurns;
    private final AtomicBoolean pending = new AtomicBoolean();
    private final AtomicBoolean toldFailure = new AtomicBoolean();
    private final AtomicBoolean closed = new AtomicBoolean();
    /** The checkpoint under way or last made: one a time, and rare (once per limit written), so a thread each. */
    private volatile Thread running;

    LogCheckpoints(DataSource pool, Path file, long limitBytes, WriteTurns writeTurns) {
        this.pool = pool;
        this.writeTurns = writeTurns;
        this.log = file.resolveSibling(file.getFileName() + "-wal");
        this.limitBytes = limitBytes;
    }

    /** After a commit: starts a checkpoint when the log has passed its limit and none is under way. */
    void committed() {
        if (!closed.get() && over() && pending.compareAndSet(false, true)) {
            Thread thread = new Thread(this::checkpoint, "tabula-store-checkpoint");
            thread.setDaemon(true);
            running = thread;
            thread.start();
        }
    }

    private boolean over() {
        try {
            return Files.size(log) > limitBytes;
        } catch (IOException e) {
            return false;
        }
    }

    private void checkpoint() {
        try {
            writeTurns.await();
            try (Connection c = pool.getConnection(); Statement s = c.createStatement();
                    ResultSet row = s.executeQuery("PRAGMA wal_checkpoint(TRUNCATE)")) {
                // busy is 1 when readers held on past the busy timeout: the next commit over the limit tries again.
                if (row.next() && row.getInt(1) != 0 && toldFailure.compareAndSet(false, true)) {
                    LOG.log(System.Logger.Level.WARNING, "A checkpoint of " + log + " found the log busy; it is"
                            + " tried again after the next commit.");
                }
            }
        } catch (SQLException | RuntimeException e) {
            if (toldFailure.compareAndSet(false, true)) {
                LOG.log(System.Logger.Level.WARNING, "A checkpoint of " + log + " failed: " + e.getMessage());
            }
        } finally {
            writeTurns.end();
            pending.set(false);
        }
    }

    /** Waits for a checkpoint under way, briefly, before the pool closes. */
    @Override
    public void close() {
        closed.set(true);
        Thread thread = running;
        if (thread == null) {
            return;
        }
        try {
            thread.join(TimeUnit.SECONDS.toMillis(5));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
