package org.tabula.web.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The store on a real PostgreSQL (started from a jar, once for the class, a fresh database for each test), and
 * what only PostgreSQL does: several servers on one database.
 */
class PostgresTableStoreTest extends TableStoreContract {

    private static final AtomicInteger DATABASES = new AtomicInteger();
    private static EmbeddedPostgres postgres;

    @BeforeAll
    static void startPostgres() throws Exception {
        postgres = EmbeddedPostgres.start();
    }

    @AfterAll
    static void stopPostgres() throws Exception {
        postgres.close();
    }

    @Override
    String freshUrl() throws Exception {
        String name = "tabula" + DATABASES.incrementAndGet();
        try (Connection c = postgres.getPostgresDatabase().getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name);
        }
        return postgres.getJdbcUrl("postgres", name);
    }

    @Test
    void twoServers_aCommitThroughOneReachesTheOther_andEachHearsItOnce() throws Exception {
        try (TableStore other = Database.open(url)) {
            StoredTable table = Tables.table(Tables.newId());
            store.create(table);
            List<String> here = Collections.synchronizedList(new ArrayList<>());
            List<String> there = Collections.synchronizedList(new ArrayList<>());
            store.onChange((id, version) -> here.add(id + ":" + version));
            other.onChange((id, version) -> there.add(id + ":" + version));

            assertThat(store.commit(table.id(), 0, Tables.move(1, "d2"))).isTrue();
            Await.until(() -> there.contains(table.id() + ":1"));
            assertThat(other.commit(table.id(), 1, Tables.move(2, "d6"))).isTrue();
            // Notifications reach a listener in commit order: once version 2 is heard, an echo of 1 would be too.
            Await.until(() -> here.contains(table.id() + ":2") && there.contains(table.id() + ":2"));

            assertThat(here).containsExactly(table.id() + ":1", table.id() + ":2");
            assertThat(there).containsExactly(table.id() + ":1", table.id() + ":2");
            assertThat(other.find(table.id()).orElseThrow().record()).contains("d6");
        }
    }

    @Test
    void twoServers_racingForOneVersion_exactlyOneWins() throws Exception {
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try (TableStore other = Database.open(url)) {
            StoredTable table = Tables.table(Tables.newId());
            store.create(table);
            for (int round = 0; round < 10; round++) {
                long version = round;
                int ply = round + 1;
                CountDownLatch go = new CountDownLatch(1);
                List<Future<Boolean>> results = new ArrayList<>();
                for (TableStore server : List.of(store, other)) {
                    Callable<Boolean> racer = () -> {
                        go.await();
                        return server.commit(table.id(), version, Tables.move(ply, server == store ? "a" : "b"));
                    };
                    results.add(threads.submit(racer));
                }
                go.countDown();
                int wins = 0;
                for (Future<Boolean> result : results) {
                    wins += result.get(30, TimeUnit.SECONDS) ? 1 : 0;
                }
                assertThat(wins).as("winners of round %d", round).isEqualTo(1);
            }
            assertThat(other.find(table.id()).orElseThrow().version()).isEqualTo(10);
            assertThat(store.events(table.id())).hasSize(10);
        } finally {
            threads.shutdownNow();
        }
    }

    @Test
    void twoServers_openingAFreshDatabaseAtOnce_bothComeUp_andMigrateItOnce() throws Exception {
        store.close();
        String fresh = freshUrl();
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try {
            CountDownLatch go = new CountDownLatch(1);
            Callable<TableStore> opener = () -> {
                go.await();
                return Database.open(fresh);
            };
            Future<TableStore> first = threads.submit(opener);
            Future<TableStore> second = threads.submit(opener);
            go.countDown();
            try (TableStore a = first.get(60, TimeUnit.SECONDS); TableStore b = second.get(60, TimeUnit.SECONDS)) {
                StoredTable table = Tables.table(Tables.newId());
                a.create(table);
                assertThat(b.commit(table.id(), 0, Tables.move(1, "d2"))).isTrue();
                assertThat(a.find(table.id()).orElseThrow().version()).isEqualTo(1);
            }
        } finally {
            threads.shutdownNow();
        }
        url = fresh;
        assertThat(migrations()).hasSize(1).allMatch(row -> row.startsWith("1 ") && row.endsWith(" true"));
    }

    @Test
    void listener_whoseConnectionIsCut_reconnectsAndHearsLaterCommits() throws Exception {
        try (TableStore other = Database.open(url)) {
            StoredTable table = Tables.table(Tables.newId());
            store.create(table);
            List<Long> heard = Collections.synchronizedList(new ArrayList<>());
            store.onChange((id, version) -> heard.add(version));
            assertThat(terminateListeners()).isEqualTo(2);

            // Commits made while it reconnects are not heard; keep committing until one is.
            long version = 0;
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (heard.isEmpty() && System.nanoTime() < deadline) {
                assertThat(other.commit(table.id(), version, Tables.move((int) version + 1, "m"))).isTrue();
                version++;
                Thread.sleep(100);
            }
            assertThat(heard).isNotEmpty();
        }
    }

    /** Ends the listening connections of every store on the test's database, as a network cut would. */
    private int terminateListeners() throws Exception {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement();
                ResultSet rows = s.executeQuery("SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity"
                        + " WHERE application_name = '" + PgListener.APPLICATION_NAME + "'"
                        + " AND datname = current_database()")) {
            rows.next();
            return rows.getInt(1);
        }
    }
}
