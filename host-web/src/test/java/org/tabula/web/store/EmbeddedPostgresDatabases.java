package org.tabula.web.store;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A real PostgreSQL server unpacked from its Maven jar (one per test class: starting one takes seconds), handing
 * out a fresh empty database to each test that asks.
 */
public final class EmbeddedPostgresDatabases implements AutoCloseable {

    private final AtomicInteger databases = new AtomicInteger();
    private final EmbeddedPostgres postgres;

    private EmbeddedPostgresDatabases(EmbeddedPostgres postgres) {
        this.postgres = postgres;
    }

    /** Starts a PostgreSQL server on a free port. */
    public static EmbeddedPostgresDatabases start() throws java.io.IOException {
        return new EmbeddedPostgresDatabases(EmbeddedPostgres.start());
    }

    /** The JDBC URL (user and password in it) of a database made for the caller alone. */
    public String freshUrl() throws SQLException {
        String name = "tabula" + databases.incrementAndGet();
        try (Connection c = postgres.getPostgresDatabase().getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name);
        }
        return postgres.getJdbcUrl("postgres", name);
    }

    @Override
    public void close() throws java.io.IOException {
        postgres.close();
    }
}
