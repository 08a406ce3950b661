package org.tabula.web.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Locale;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;

/**
 * Opens the table store a server keeps, for a JDBC URL: an embedded SQLite file ({@code jdbc:sqlite:...}, the
 * default), an H2 file of an earlier server ({@code jdbc:h2:...}) or PostgreSQL ({@code jdbc:postgresql://...},
 * user and password may ride in the URL), migrating the schema first.
 */
public final class Database {

    /** Small: a server has few cores, and a commit holds its connection for a few statements only. */
    static final int POOL_SIZE = 6;

    /**
     * How long a request waits for the database when the server is given no other time: for a connection of the
     * pool, and on PostgreSQL to connect and for each statement's answer. Before it, a request waited Hikari's 30 s
     * for its 503 while PostgreSQL was down, holding its thread.
     */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(3);

    /** Hikari takes no shorter wait. */
    private static final Duration SHORTEST_TIMEOUT = Duration.ofMillis(250);

    /** The file of the default store in a data folder. */
    static final String SQLITE_FILE = "tabula.db";
    /** The file the default store of earlier servers (H2) kept in a data folder. */
    static final String EARLIER_H2_FILE = "tabula.mv.db";

    private Database() {
    }

    /** The URL as it may be printed or logged: its password hidden. */
    public static String shown(String url) {
        return Redacted.url(url);
    }

    /**
     * The default database for a folder: the SQLite file {@code <folder>/tabula.db}, the folder made if missing.
     *
     * <p>Not H2 any more: after a {@code kill -9} an H2 file was at times found one or two commits behind what
     * the server had answered (see {@link SqliteSettings}).
     *
     * @throws UncheckedIOException when the folder cannot be made
     */
    public static String defaultUrl(Path folder) {
        Path dir = folder.toAbsolutePath().normalize();
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot make the database folder " + dir, e);
        }
        return "jdbc:sqlite:" + dir.resolve(SQLITE_FILE);
    }

    /**
     * Opens the store at this URL, migrating its schema to the newest version (once, however many servers open
     * it at the same time).
     *
     * @throws IllegalArgumentException when the URL names neither SQLite, H2 nor PostgreSQL
     * @throws StoreException when the database cannot be reached or migrated, or when a new SQLite file would be
     *     made beside an earlier server's H2 file (its tables would seem lost)
     */
    public static TableStore open(String url) {
        return open(url, DEFAULT_TIMEOUT, Clock.systemUTC());
    }

    /**
     * As {@link #open(String)}, a request waiting at most about this long for the database before it is answered
     * 503 (at least 250 ms).
     */
    public static TableStore open(String url, Duration timeout) {
        return open(url, timeout, Clock.systemUTC());
    }

    /** As {@link #open(String)}, stamping changes with this clock. */
    public static TableStore open(String url, Clock clock) {
        return open(url, DEFAULT_TIMEOUT, clock);
    }

    private static TableStore open(String url, Duration timeout, Clock clock) {
        Kind kind = Kind.of(url);
        Path file = kind == Kind.SQLITE ? SqliteSettings.file(url) : null;
        if (kind == Kind.SQLITE) {
            SqliteSettings.refuseBesideEarlierH2(url);
        }
        if (file != null) {
            SqliteFile.checkBeforeOpening(file.toAbsolutePath());
        }
        String jdbcUrl = kind == Kind.H2 ? durableH2(url) : url;
        Duration wait = timeout.compareTo(SHORTEST_TIMEOUT) < 0 ? SHORTEST_TIMEOUT : timeout;
        HikariDataSource pool = pool(jdbcUrl, kind, wait);
        try {
            SqliteFile watched = null;
            LogCheckpoints checkpoints = null;
            WriteTurns turns = kind == Kind.SQLITE ? WriteTurns.inOrder() : WriteTurns.NONE;
            if (file != null) {
                Path absolute = file.toAbsolutePath();
                SqliteFile.checkOpened(pool, absolute);
                watched = SqliteFile.opened(absolute);
                checkpoints = new LogCheckpoints(pool, absolute, SqliteSettings.LOG_LIMIT_BYTES, turns);
            }
            migrate(pool, jdbcUrl);
            return new JdbcTableStore(pool, kind, jdbcUrl, clock, new Reachability(pool, Redacted.url(jdbcUrl), wait),
                    watched, checkpoints, turns);
        } catch (RuntimeException e) {
            pool.close();
            throw e;
        }
    }

    /** The kinds of database a store runs on. */
    enum Kind {
        SQLITE, H2, POSTGRESQL;

        static Kind of(String url) {
            String lower = url == null ? "" : url.toLowerCase(Locale.ROOT);
            if (lower.startsWith("jdbc:sqlite:")) {
                return SQLITE;
            }
            if (lower.startsWith("jdbc:h2:")) {
                return H2;
            }
            if (lower.startsWith("jdbc:postgresql:")) {
                return POSTGRESQL;
            }
            throw new IllegalArgumentException("Unsupported database URL '" + Redacted.url(url)
                    + "': give jdbc:sqlite:PATH for an embedded file (the default), jdbc:h2:file:PATH for an"
                    + " earlier server's H2 file, or jdbc:postgresql://HOST:PORT/NAME?user=USER&password=PASSWORD"
                    + " for PostgreSQL");
        }
    }

    /** Adds WRITE_DELAY=0 unless the URL chose a delay itself. */
    private static String durableH2(String url) {
        return url.toUpperCase(Locale.ROOT).contains("WRITE_DELAY") ? url : url + ";WRITE_DELAY=0";
    }

    private static HikariDataSource pool(String url, Kind kind, Duration timeout) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(url);
        if (kind == Kind.SQLITE) {
            SqliteSettings.PRAGMAS.forEach(config::addDataSourceProperty);
        }
        config.setConnectionTimeout(timeout.toMillis());
        config.setValidationTimeout(Math.min(timeout.toMillis(), Duration.ofSeconds(5).toMillis()));
        if (kind == Kind.POSTGRESQL) {
            // In whole seconds; parameters the URL gives itself take precedence over these.
            String seconds = Long.toString(Math.max(1, (timeout.toMillis() + 999) / 1000));
            config.addDataSourceProperty("connectTimeout", seconds);
            config.addDataSourceProperty("loginTimeout", seconds);
            config.addDataSourceProperty("socketTimeout", seconds);
        }
        config.setPoolName("tabula-store");
        config.setMaximumPoolSize(POOL_SIZE);
        config.setMinimumIdle(1);
        try {
            return new HikariDataSource(config);
        } catch (RuntimeException e) {
            throw new StoreException("Cannot open the database " + Redacted.url(url) + ": " + e.getMessage(), e);
        }
    }

    private static void migrate(HikariDataSource pool, String url) {
        try {
            // Through SLF4J like Hikari and Javalin, so the server's one logging set-up governs them all.
            Flyway.configure().loggers("slf4j").dataSource(pool).locations("classpath:db/migration").load()
                    .migrate();
        } catch (FlywayException e) {
            throw new StoreException("Cannot migrate the schema of the database " + Redacted.url(url) + ": "
                    + e.getMessage(), e);
        }
    }
}
