package org.tabula.web;

import java.time.Duration;
import java.util.Objects;
import org.tabula.web.store.Database;

/**
 * How a server is to run.
 *
 * @param port the HTTP port; 0 for any free one
 * @param databaseUrl the JDBC URL of the table store (SQLite file, H2 file or PostgreSQL)
 * @param botThreads how many bots may think at once
 * @param botTime how long a bot may think about one move
 * @param access the address listened on, and the other sites that may call the API or frame the pages
 * @param databaseTimeout how long a request waits for the database before it is answered 503
 * @param connections what one client may hold of the server: threads, timeouts, connections, watchers' queues
 * @param tables the memory, rates and record size the tables may take
 * @param clientSeeds whether a client may give the seed of a table's throws and bots ({@code "seed"}): for tests,
 *     demonstrations and screenshots alone, since whoever gives it foresees every throw
 * @param clockCheck the longest the server waits before it looks again at a running clock whose flag is not due:
 *     a flag falls when its clock says, and this bounds how late it is noticed when the clock itself is set
 *     forward (a test's clock, a system clock corrected)
 * @param precompute where the games' precomputed parts are kept, and the largest the server computes
 */
public record ServerSettings(int port, String databaseUrl, int botThreads, Duration botTime, WebAccess access,
        Duration databaseTimeout, ConnectionLimits connections, TableLimits tables, boolean clientSeeds,
        Duration clockCheck, PrecomputeSettings precompute) {

    /** The bots' threads when none are asked for: one, so that bots leave the second core to requests. */
    public static final int DEFAULT_BOT_THREADS = 1;

    /** A bot's time per move when none is asked for. */
    public static final Duration DEFAULT_BOT_TIME = Duration.ofSeconds(1);

    /** A request's wait for the database when none is asked for. */
    public static final Duration DEFAULT_DATABASE_TIMEOUT = Database.DEFAULT_TIMEOUT;

    /** How long a clock's flag may go unlooked at when none is asked for. */
    public static final Duration DEFAULT_CLOCK_CHECK = Duration.ofMinutes(1);

    /** Checks the parts. */
    public ServerSettings {
        Objects.requireNonNull(databaseUrl, "databaseUrl");
        Objects.requireNonNull(botTime, "botTime");
        Objects.requireNonNull(access, "access");
        Objects.requireNonNull(databaseTimeout, "databaseTimeout");
        Objects.requireNonNull(connections, "connections");
        Objects.requireNonNull(tables, "tables");
        Objects.requireNonNull(clockCheck, "clockCheck");
        Objects.requireNonNull(precompute, "precompute");
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("a port is 0 to 65535: " + port);
        }
        if (botThreads < 1) {
            throw new IllegalArgumentException("the bots need a thread at least: " + botThreads);
        }
        if (botTime.isNegative() || botTime.isZero()) {
            throw new IllegalArgumentException("a bot needs some time: " + botTime);
        }
        if (databaseTimeout.compareTo(Duration.ofMillis(250)) < 0) {
            throw new IllegalArgumentException("the database wait is 250ms at least: " + databaseTimeout);
        }
        if (clockCheck.isNegative() || clockCheck.isZero()) {
            throw new IllegalArgumentException("a clock is looked at after some time: " + clockCheck);
        }
    }

    /** These settings, the precomputed parts kept in memory only, at most the default size. */
    public ServerSettings(int port, String databaseUrl, int botThreads, Duration botTime, WebAccess access,
            Duration databaseTimeout, ConnectionLimits connections, TableLimits tables, boolean clientSeeds,
            Duration clockCheck) {
        this(port, databaseUrl, botThreads, botTime, access, databaseTimeout, connections, tables, clientSeeds,
                clockCheck, PrecomputeSettings.DEFAULT);
    }

    /** These settings, the clocks looked at every {@link #DEFAULT_CLOCK_CHECK} at least. */
    public ServerSettings(int port, String databaseUrl, int botThreads, Duration botTime, WebAccess access,
            Duration databaseTimeout, ConnectionLimits connections, TableLimits tables, boolean clientSeeds) {
        this(port, databaseUrl, botThreads, botTime, access, databaseTimeout, connections, tables, clientSeeds,
                DEFAULT_CLOCK_CHECK);
    }

    /** These settings, no client giving a table's seed. */
    public ServerSettings(int port, String databaseUrl, int botThreads, Duration botTime, WebAccess access,
            Duration databaseTimeout, ConnectionLimits connections, TableLimits tables) {
        this(port, databaseUrl, botThreads, botTime, access, databaseTimeout, connections, tables, false);
    }

    /**
     * These settings on the loopback address, with no other site let in, the default database wait and the default
     * table limits.
     */
    public ServerSettings(int port, String databaseUrl, int botThreads, Duration botTime) {
        this(port, databaseUrl, botThreads, botTime, WebAccess.DEFAULT, DEFAULT_DATABASE_TIMEOUT,
                ConnectionLimits.DEFAULTS, TableLimits.DEFAULT);
    }

    /** These settings with another address and other sites let in. */
    public ServerSettings withAccess(WebAccess given) {
        return new ServerSettings(port, databaseUrl, botThreads, botTime, given, databaseTimeout, connections, tables,
                clientSeeds, clockCheck, precompute);
    }

    /** These settings with another database wait. */
    public ServerSettings withDatabaseTimeout(Duration given) {
        return new ServerSettings(port, databaseUrl, botThreads, botTime, access, given, connections, tables,
                clientSeeds, clockCheck, precompute);
    }

    /** These settings with other connection limits. */
    public ServerSettings withConnections(ConnectionLimits given) {
        return new ServerSettings(port, databaseUrl, botThreads, botTime, access, databaseTimeout, given, tables,
                clientSeeds, clockCheck, precompute);
    }

    /** These settings with other table limits. */
    public ServerSettings withTables(TableLimits limits) {
        return new ServerSettings(port, databaseUrl, botThreads, botTime, access, databaseTimeout, connections, limits,
                clientSeeds, clockCheck, precompute);
    }

    /** These settings with a client's seed for a table's throws taken (true) or refused. */
    public ServerSettings withClientSeeds(boolean taken) {
        return new ServerSettings(port, databaseUrl, botThreads, botTime, access, databaseTimeout, connections, tables,
                taken, clockCheck, precompute);
    }

    /** These settings with the clocks looked at this often at least. */
    public ServerSettings withClockCheck(Duration given) {
        return new ServerSettings(port, databaseUrl, botThreads, botTime, access, databaseTimeout, connections, tables,
                clientSeeds, given, precompute);
    }

    /** These settings with the precomputed parts kept elsewhere, or another largest part. */
    public ServerSettings withPrecompute(PrecomputeSettings given) {
        return new ServerSettings(port, databaseUrl, botThreads, botTime, access, databaseTimeout, connections, tables,
                clientSeeds, clockCheck, given);
    }

    /** These settings on the default bot threads and time. */
    public static ServerSettings of(int port, String databaseUrl) {
        return new ServerSettings(port, databaseUrl, DEFAULT_BOT_THREADS, DEFAULT_BOT_TIME);
    }
}
