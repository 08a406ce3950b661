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
 * Opens the table store a server keeps, for a JDBC URL: an embedded H2 file ({@code jdbc:h2:...}) or PostgreSQL
 * ({@code jdbc:postgresql://...}, user and password may ride in the URL), migrating the schema first.
 */
public final class Database {

    /** Small: a server has few cores, and a commit holds its connection for a few statements only. */
    static final int POOL_SIZE = 6;

    private Database() {
    }

    /** The URL as it may be printed or logged: its password hidden. */
    public static String shown(String url) {
        return Redacted.url(url);
    }

    /**
     * The default database for a folder: the H2 file {@code <folder>/tabula.mv.db}, the folder made if missing.
     *
     * <p>{@code WRITE_DELAY=0} makes every commit reach the file before it returns; H2's default (500 ms) keeps
     * commits in memory for a while, and a {@code kill -9} then loses them.
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
        return "jdbc:h2:file:" + dir.resolve("tabula") + ";WRITE_DELAY=0";
    }

    /**
     * Opens the store at this URL, migrating its schema to the newest version (once, however many servers open
     * it at the same time).
     *
     * @throws IllegalArgumentException when the URL names neither H2 nor PostgreSQL
     * @throws StoreException when the database cannot be reached or migrated
     */
    public static TableStore open(String url) {
        return open(url, Clock.systemUTC());
    }

    /** As {@link #open(String)}, stamping changes with this clock. */
    public static TableStore open(String url, Clock clock) {
        Kind kind = Kind.of(url);
        String jdbcUrl = kind == Kind.H2 ? durableH2(url) : url;
        HikariDataSource pool = pool(jdbcUrl);
        try {
            migrate(pool);
            return new JdbcTableStore(pool, kind, jdbcUrl, clock);
        } catch (RuntimeException e) {
            pool.close();
            throw e;
        }
    }

    /** The two kinds of database a store runs on. */
    enum Kind {
        H2, POSTGRESQL;

        static Kind of(String url) {
            String lower = url == null ? "" : url.toLowerCase(Locale.ROOT);
            if (lower.startsWith("jdbc:h2:")) {
                return H2;
            }
            if (lower.startsWith("jdbc:postgresql:")) {
                return POSTGRESQL;
            }
            throw new IllegalArgumentException("Unsupported database URL '" + Redacted.url(url)
                    + "': give jdbc:h2:file:PATH for an embedded file, or jdbc:postgresql://HOST:PORT/NAME"
                    + "?user=USER&password=PASSWORD for PostgreSQL");
        }
    }

    /** Adds WRITE_DELAY=0 unless the URL chose a delay itself. */
    private static String durableH2(String url) {
        return url.toUpperCase(Locale.ROOT).contains("WRITE_DELAY") ? url : url + ";WRITE_DELAY=0";
    }

    private static HikariDataSource pool(String url) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(url);
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
