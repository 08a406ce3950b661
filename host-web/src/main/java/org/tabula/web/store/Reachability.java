package org.tabula.web.store;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Whether the database answers. Once the pool could not make a connection, every request is refused at once for
 * a pause and then one of them tries again, so that a database that is down holds at most one request thread at a
 * time, for one wait, rather than each request's thread for the pool's whole timeout.
 */
final class Reachability {

    private static final System.Logger LOG = System.getLogger(Reachability.class.getName());

    private final HikariDataSource pool;
    private final String shown;
    private final long pauseNanos;
    private final AtomicBoolean probing = new AtomicBoolean();
    private volatile boolean down;
    private volatile long downSince;

    Reachability(HikariDataSource pool, String shownUrl, Duration pause) {
        this.pool = pool;
        this.shown = shownUrl;
        this.pauseNanos = pause.toNanos();
    }

    /** A connection of the pool, or the refusal at once while the database is known to be down. */
    Connection connection() throws SQLException {
        if (!down) {
            try {
                return pool.getConnection();
            } catch (SQLException e) {
                if (merelyBusy(e)) {
                    throw e;
                }
                markDown(e);
                throw new StoreUnavailableException("The database " + shown + " is not answering: "
                        + e.getMessage(), e);
            }
        }
        if (System.nanoTime() - downSince < pauseNanos || !probing.compareAndSet(false, true)) {
            throw new StoreUnavailableException("The database " + shown + " is not answering.", null);
        }
        try {
            Connection c = pool.getConnection();
            down = false;
            LOG.log(System.Logger.Level.INFO, "The database " + shown + " answers again.");
            return c;
        } catch (SQLException e) {
            downSince = System.nanoTime();
            throw new StoreUnavailableException("The database " + shown + " is still not answering: "
                    + e.getMessage(), e);
        } finally {
            probing.set(false);
        }
    }

    /** A pool's timeout with no failure behind it: every connection was busy with slow commits, none failed. */
    private static boolean merelyBusy(SQLException e) {
        return e instanceof SQLTransientConnectionException && e.getCause() == null;
    }

    private synchronized void markDown(SQLException e) {
        if (down) {
            return;
        }
        downSince = System.nanoTime();
        down = true;
        Throwable reason = e.getCause() != null ? e.getCause() : e;
        LOG.log(System.Logger.Level.ERROR, "The database " + shown + " is not answering (" + reason.getMessage()
                + "): requests are answered 503 at once, and it is tried again every "
                + Duration.ofNanos(pauseNanos).toMillis() + " ms.");
    }
}
