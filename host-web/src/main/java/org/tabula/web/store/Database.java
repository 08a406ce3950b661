package org.tabula.web.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
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
        return open(url, Clock.systemUTC());
    }

    /** As {@link #open(String)}, stamping changes with this clock. */
    public static TableStore open(String url, Clock clock) {
        Kind kind = Kind.of(url);
        if (kind == Kind.SQLITE) {
            SqliteSettings.refuseBesideEarlierH2(url);
        }
        String jdbcUrl = kind == Kind.H2 ? durableH2(url) : url;
        HikariDataSource pool = pool(jdbcUrl, kind);
        try {
            migrate(pool);
            return new JdbcTableStore(pool, kind, jdbcUrl, clock);
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

    private static HikariDataSource pool(String url, Kind kind) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(url);
        if (kind == Kind.SQLITE) {
            SqliteSettings.PRAGMAS.forEach(config::addDataSourceProperty);
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

    private static void migrate(HikariDataSource pool) {
        try {
            // Through SLF4J like Hikari and Javalin, so the server's one logging set-up governs them all.
            Flyway.configure().loggers("slf4j").dataSource(pool).locations("classpath:db/migration").load()
                    .migrate();
        } catch (FlywayException e) {
            throw new StoreException("Cannot migrate the database schema: " + e.getMessage(), e);
        }
    }
}
