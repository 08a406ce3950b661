package org.tabula.web;

import java.time.Duration;
import java.util.Objects;

/**
 * How a server is to run.
 *
 * @param port the HTTP port; 0 for any free one
 * @param databaseUrl the JDBC URL of the table store (SQLite file, H2 file or PostgreSQL)
 * @param botThreads how many bots may think at once
 * @param botTime how long a bot may think about one move
 * @param tables the memory, rates and record size the tables may take
 */
public record ServerSettings(int port, String databaseUrl, int botThreads, Duration botTime, TableLimits tables) {

    /** The bots' threads when none are asked for: one, so that bots leave the second core to requests. */
    public static final int DEFAULT_BOT_THREADS = 1;

    /** A bot's time per move when none is asked for. */
    public static final Duration DEFAULT_BOT_TIME = Duration.ofSeconds(1);

    /** Checks the parts. */
    public ServerSettings {
        Objects.requireNonNull(databaseUrl, "databaseUrl");
        Objects.requireNonNull(botTime, "botTime");
        Objects.requireNonNull(tables, "tables");
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("a port is 0 to 65535: " + port);
        }
        if (botThreads < 1) {
            throw new IllegalArgumentException("the bots need a thread at least: " + botThreads);
        }
        if (botTime.isNegative() || botTime.isZero()) {
            throw new IllegalArgumentException("a bot needs some time: " + botTime);
        }
    }

    /** These settings with the default table limits. */
    public ServerSettings(int port, String databaseUrl, int botThreads, Duration botTime) {
        this(port, databaseUrl, botThreads, botTime, TableLimits.DEFAULT);
    }

    /** These settings with other table limits. */
    public ServerSettings withTables(TableLimits limits) {
        return new ServerSettings(port, databaseUrl, botThreads, botTime, limits);
    }

    /** These settings on the default bot threads and time. */
    public static ServerSettings of(int port, String databaseUrl) {
        return new ServerSettings(port, databaseUrl, DEFAULT_BOT_THREADS, DEFAULT_BOT_TIME);
    }
}
