package org.tabula.web.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The store on a real PostgreSQL (started from a jar, once for the class, a fresh database for each test), and
 * what only PostgreSQL does: several servers on one database.
 */
class PostgresTableStoreTest extends TableStoreContract {

    private static EmbeddedPostgresDatabases postgres;

    @BeforeAll
    static void startPostgres() throws Exception {
        postgres = EmbeddedPostgresDatabases.start();
    }

    @AfterAll
    static void stopPostgres() throws Exception {
        postgres.close();
    }

    @Override
    String freshUrl() throws Exception {
        return postgres.freshUrl();
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
            assertThat(other.find(table.id()).orElseThrow().since()).extracting(TableEvent::text)
                    .containsExactly("d2", "d6");
        }
    }

    @Test
    void twoServers_racingForOneVersion_exactlyOneWins() throws Exception {
        try (TableStore other = Database.open(url)) {
            StoredTable table = Tables.table(Tables.newId());
            store.create(table);
            for (int round = 0; round < 10; round++) {
                long version = round;
                int ply = round + 1;
                List<Callable<Boolean>> racers = List.of(
                        () -> store.commit(table.id(), version, Tables.move(ply, "a")),
                        () -> other.commit(table.id(), version, Tables.move(ply, "b")));
                assertThat(Together.winners(racers)).as("winners of round %d", round).isEqualTo(1);
            }
            assertThat(other.find(table.id()).orElseThrow().version()).isEqualTo(10);
            assertThat(store.events(table.id())).hasSize(10);
        }
    }

    @Test
    void twoServers_openingAFreshDatabaseAtOnce_bothComeUp_andMigrateItOnce() throws Exception {
        store.close();
        String fresh = freshUrl();
        Callable<TableStore> opener = () -> Database.open(fresh);
        List<TableStore> servers = Together.run(List.of(opener, opener));
        try (TableStore a = servers.get(0); TableStore b = servers.get(1)) {
            StoredTable table = Tables.table(Tables.newId());
            a.create(table);
            assertThat(b.commit(table.id(), 0, Tables.move(1, "d2"))).isTrue();
            assertThat(a.find(table.id()).orElseThrow().version()).isEqualTo(1);
        }
        url = fresh;
        // Each migration once: V1 the tables, V2 the chance beside the record, V3 the record in a table of its own,
        // V4 the clocks, V5 the players' part (names, chat, takeback, rematch), V6 the seats' names to list by.
        assertThat(migrations()).extracting(row -> row.substring(0, row.indexOf(' '))).containsExactly("1", "2",
                "3", "4", "5", "6");
        assertThat(migrations()).allMatch(row -> row.endsWith(" true"));
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
