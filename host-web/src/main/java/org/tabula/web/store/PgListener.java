package org.tabula.web.store;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/**
 * The PostgreSQL connection, apart from the pool, that listens on {@value #CHANNEL} and hands each notification
 * to the feed, on a daemon thread of its own; it reconnects when the connection drops.
 *
 * <p>Notifications sent while it is reconnecting are lost (PostgreSQL keeps none for a listener that is gone);
 * a watcher then sees the table's next change, or reads it again.
 */
final class PgListener implements AutoCloseable {

    /** The channel every store's commit notifies, with the payload {@code id:version}. */
    static final String CHANNEL = "tabula_tables";
    /** How the listening connection shows in pg_stat_activity. */
    static final String APPLICATION_NAME = "tabula-listener";

    private static final System.Logger LOG = System.getLogger(PgListener.class.getName());
    private static final int POLL_MILLIS = 500;
    /** A quiet connection is asked something now and then, so one dropped without a word is noticed. */
    private static final long HEARTBEAT_MILLIS = 10_000;
    private static final long RETRY_MILLIS = 1_000;

    private final String url;
    private final ChangeFeed feed;
    private final Thread thread;
    private volatile boolean closed;
    private volatile Connection connection;

    /** Listens at once, so a commit made after this returns is heard. */
    PgListener(String url, ChangeFeed feed) throws SQLException {
        this.url = url;
        this.feed = feed;
        this.connection = listen();
        this.thread = new Thread(this::run, "tabula-store-listener");
        thread.setDaemon(true);
        thread.start();
    }

    private Connection listen() throws SQLException {
        Properties properties = new Properties();
        properties.setProperty("ApplicationName", APPLICATION_NAME);
        Connection c = DriverManager.getConnection(url, properties);
        try (Statement statement = c.createStatement()) {
            statement.execute("LISTEN " + CHANNEL);
        } catch (SQLException e) {
            c.close();
            throw e;
        }
        return c;
    }

    private void run() {
        while (!closed) {
            try {
                if (connection == null) {
                    connection = listen();
                    LOG.log(System.Logger.Level.INFO, "Listening for table changes again");
                }
                receive(connection);
            } catch (SQLException e) {
                if (closed) {
                    break;
                }
                LOG.log(System.Logger.Level.WARNING, "Lost the table change connection; reconnecting: {0}",
                        e.getMessage());
                quietlyClose(connection);
                connection = null;
                pause();
            }
        }
        quietlyClose(connection);
    }

    private void receive(Connection c) throws SQLException {
        PGConnection pg = c.unwrap(PGConnection.class);
        long quietSince = System.nanoTime();
        while (!closed) {
            PGNotification[] notifications = pg.getNotifications(POLL_MILLIS);
            if (notifications != null && notifications.length > 0) {
                for (PGNotification n : notifications) {
                    feed.remote(n.getParameter());
                }
                quietSince = System.nanoTime();
            } else if (System.nanoTime() - quietSince > HEARTBEAT_MILLIS * 1_000_000) {
                try (Statement statement = c.createStatement()) {
                    statement.execute("SELECT 1");
                }
                quietSince = System.nanoTime();
            }
        }
    }

    private void pause() {
        try {
            Thread.sleep(RETRY_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            closed = true;
        }
    }

    @Override
    public void close() {
        closed = true;
        thread.interrupt();
        try {
            thread.join(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        quietlyClose(connection);
    }

    private static void quietlyClose(Connection c) {
        if (c == null) {
            return;
        }
        try {
            c.close();
        } catch (SQLException e) {
            // Closing a connection that is already gone: nothing to do.
        }
    }
}
