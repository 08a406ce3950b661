package org.tabula.web.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.tabula.host.core.clock.ClockState;
import org.tabula.host.core.clock.TimeControl;

/** What every table store must do, run against each database by a subclass that says how to make a fresh one. */
abstract class TableStoreContract {

    static final Instant START = Instant.parse("2025-03-01T10:00:00.123456Z");

    protected String url;
    protected SteppingClock clock;
    protected TableStore store;

    /** The URL of a new, empty database. */
    abstract String freshUrl() throws Exception;

    @BeforeEach
    void openFreshStore() throws Exception {
        url = freshUrl();
        clock = new SteppingClock(START.plusSeconds(3600));
        store = Database.open(url, clock);
    }

    @AfterEach
    void closeStore() {
        store.close();
    }

    @Test
    void create_thenFind_givesBackEveryValueAsStored() {
        Map<String, String> options = new LinkedHashMap<>();
        for (String name : List.of("zeta", "alpha", "mu", "beta", "omega")) {
            options.put(name, name.toUpperCase() + " é ✓");
        }
        Map<String, String> seats = new LinkedHashMap<>();
        seats.put("white", "bot:2");
        seats.put("black", "human");
        seats.put("red", "human");
        StringBuilder record = new StringBuilder("[Event \"Partie d’essai 象棋\"]\r\n\n");
        for (int i = 0; record.length() < 100_000; i++) {
            record.append(i).append(". a1-b2 c3xd4 ♔ 🎲\n");
        }
        StoredTable table = new StoredTable(Tables.newId(), "xiangqi", options, seats,
                Map.of("black", "0f".repeat(32), "red", "e1".repeat(32)), -7_000_000_000L, 3, record.toString(),
                17, "active", 0L, START, START.plusMillis(1));

        store.create(table);

        StoredTable found = store.find(table.id()).orElseThrow();
        assertThat(found).isEqualTo(table);
        assertThat(found.options().keySet()).containsExactly("zeta", "alpha", "mu", "beta", "omega");
        assertThat(found.seats().keySet()).containsExactly("white", "black", "red");
        assertThat(found.record()).hasSizeGreaterThanOrEqualTo(100_000);
    }

    @Test
    void aClock_isStoredAsTheTurnsStartAndEachSidesTimeThen_andReadBackAsItWas() {
        ClockState running = ClockState.start(new TimeControl.Delay(Duration.ofSeconds(300), Duration.ofSeconds(5)),
                List.of("white", "black"), "white", START.plusMillis(250));
        StoredTable made = Tables.table(Tables.newId(), START);
        StoredTable table = new StoredTable(made.id(), made.game(), made.options(), made.seats(), made.tokenHashes(),
                made.seed(), made.draws(), made.record(), made.chance(), made.ply(), made.status(), made.version(),
                made.created(), made.updated(), List.of(), Optional.empty(), Optional.of(running));
        store.create(table);
        assertThat(store.find(table.id()).orElseThrow().clock()).contains(running);
        assertThat(store.activeWithClocks()).containsExactly(table.id());

        ClockState passed = running.passed("black", START.plusSeconds(7).plusMillis(1));
        TableChange move = Tables.move(1, "d2");
        assertThat(store.commit(table.id(), 0, new TableChange(move.record(), move.chance(), move.ply(),
                move.status(), move.draws(), move.action(), move.side(), move.text(), move.tokenHashes(),
                null, Optional.of(passed)))).isTrue();
        assertThat(store.find(table.id()).orElseThrow().clock()).contains(passed);

        ClockState stopped = passed.stopped(START.plusSeconds(30));
        assertThat(store.commit(table.id(), 1, new TableChange("r", Optional.empty(), 2, "over", 0, "timeout",
                "black", "", move.tokenHashes(), null, Optional.of(stopped)))).isTrue();
        assertThat(store.find(table.id()).orElseThrow().clock()).contains(stopped);
        assertThat(store.activeWithClocks()).isEmpty();
    }

    @Test
    void aTableWithoutAClock_readsBackWithNone() {
        StoredTable table = Tables.table(Tables.newId(), START);
        store.create(table);
        assertThat(store.commit(table.id(), 0, Tables.move(1, "d2"))).isTrue();
        assertThat(store.find(table.id()).orElseThrow().clock()).isEmpty();
        assertThat(store.activeWithClocks()).isEmpty();
    }

    @Test
    void find_andEvents_ofAnUnknownTable_areEmpty() {
        assertThat(store.find(Tables.newId())).isEmpty();
        assertThat(store.events(Tables.newId())).isEmpty();
    }

    @Test
    void create_anIdAlreadyTaken_throwsStoreException() {
        StoredTable table = Tables.table(Tables.newId(), START);
        store.create(table);

        assertThatThrownBy(() -> store.create(table)).isInstanceOf(StoreException.class)
                .hasMessageContaining(table.id());
    }

    @Test
    void commit_atTheCurrentVersion_writesTheNextVersionAndLogsTheChange() {
        StoredTable table = Tables.table(Tables.newId(), START);
        store.create(table);
        Instant at = clock.peek();
        TableChange change = new TableChange("record after d2\n", 1, "over", 2, "move", "white", "d2",
                table.tokenHashes());

        assertThat(store.commit(table.id(), 0, change)).isTrue();

        StoredTable after = store.find(table.id()).orElseThrow();
        assertThat(after.version()).isEqualTo(1);
        assertThat(after.record()).isEqualTo("record after d2\n");
        assertThat(after.ply()).isEqualTo(1);
        assertThat(after.status()).isEqualTo("over");
        assertThat(after.draws()).isEqualTo(2);
        assertThat(after.updated()).isEqualTo(at);
        assertThat(after.created()).isEqualTo(table.created());
        assertThat(after.options()).isEqualTo(table.options());
        assertThat(store.events(table.id())).containsExactly(new TableEvent(1, "move", "white", "d2", at));
    }

    @Test
    void commit_ofAJoin_writesTheSeatsTokenHashes_readBackInTheirOrder() {
        StoredTable table = Tables.table(Tables.newId(), START);
        store.create(table);
        Map<String, String> hashes = new LinkedHashMap<>(table.tokenHashes());
        hashes.put("black", "c4".repeat(32));
        TableChange join = new TableChange(table.record(), 0, "active", 0, "join", "black", "", hashes);

        assertThat(store.commit(table.id(), 0, join)).isTrue();

        StoredTable after = store.find(table.id()).orElseThrow();
        assertThat(after.tokenHashes()).containsExactly(Map.entry("white", "ab".repeat(32)),
                Map.entry("black", "c4".repeat(32)));
        assertThat(after.version()).isEqualTo(1);
        assertThat(store.events(table.id())).extracting(TableEvent::action, TableEvent::side, TableEvent::text)
                .containsExactly(tuple("join", "black", ""));
    }

    @Test
    void commit_atAStaleVersion_returnsFalseAndChangesNothing() {
        StoredTable table = Tables.table(Tables.newId(), START);
        store.create(table);
        assertThat(store.commit(table.id(), 0, Tables.move(1, "d2"))).isTrue();
        StoredTable before = store.find(table.id()).orElseThrow();

        assertThat(store.commit(table.id(), 0, Tables.move(1, "a1"))).isFalse();
        assertThat(store.commit(table.id(), 5, Tables.move(1, "a1"))).isFalse();

        assertThat(store.find(table.id())).contains(before);
        assertThat(store.events(table.id())).extracting(TableEvent::text).containsExactly("d2");
    }

    @Test
    void commit_toAnUnknownTable_returnsFalse() {
        assertThat(store.commit(Tables.newId(), 0, Tables.move(1, "d2"))).isFalse();
    }

    @Test
    void commits_racingForOneVersion_exactlyOneWins() throws Exception {
        StoredTable table = Tables.table(Tables.newId(), START);
        store.create(table);
        for (int round = 0; round < 15; round++) {
            long version = round;
            int ply = round + 1;
            List<Callable<Boolean>> racers = List.of(
                    () -> store.commit(table.id(), version, Tables.move(ply, "a")),
                    () -> store.commit(table.id(), version, Tables.move(ply, "b")));
            assertThat(Together.winners(racers)).as("winners of round %d", round).isEqualTo(1);
        }
        assertThat(store.find(table.id()).orElseThrow().version()).isEqualTo(15);
        assertThat(store.events(table.id())).extracting(TableEvent::version)
                .containsExactlyElementsOf(java.util.stream.LongStream.rangeClosed(1, 15).boxed().toList());
    }

    @Test
    void onChange_hearsEachCommitOnce_untilItsHandleIsClosed() throws Exception {
        StoredTable table = Tables.table(Tables.newId(), START);
        StoredTable marker = Tables.table(Tables.newId(), START);
        store.create(table);
        store.create(marker);
        List<String> heard = Collections.synchronizedList(new ArrayList<>());
        AutoCloseable handle = store.onChange((id, version) -> heard.add(id + ":" + version));

        store.commit(table.id(), 0, Tables.move(1, "d2"));
        store.commit(table.id(), 1, Tables.move(2, "d6"));
        store.commit(table.id(), 0, Tables.move(1, "stale"));
        store.commit(marker.id(), 0, Tables.move(1, "a1"));
        Await.until(() -> heard.contains(marker.id() + ":1"));

        assertThat(heard).containsExactly(table.id() + ":1", table.id() + ":2", marker.id() + ":1");
        handle.close();
        List<String> second = Collections.synchronizedList(new ArrayList<>());
        store.onChange((id, version) -> second.add(id + ":" + version));
        store.commit(marker.id(), 1, Tables.move(2, "a4"));
        Await.until(() -> second.contains(marker.id() + ":2"));
        assertThat(heard).hasSize(3);
    }

    @Test
    void active_listsTheActiveTablesOldestFirst() {
        StoredTable second = Tables.table(Tables.newId(), START.plusSeconds(2));
        StoredTable first = Tables.table(Tables.newId(), START.plusSeconds(1));
        StoredTable ended = Tables.table(Tables.newId(), START);
        store.create(second);
        store.create(first);
        store.create(ended);
        store.commit(ended.id(), 0, new TableChange("r", 1, "over", 0, "resign", "white", "", ended.tokenHashes()));

        assertThat(store.active()).extracting(StoredTable::id).containsExactly(first.id(), second.id());
    }

    @Test
    void activeWithBots_namesTheActiveTablesABotSitsAt_andNoOther() {
        StoredTable withBot = Tables.table(Tables.newId(), START.plusSeconds(1));
        StoredTable people = Tables.table(Tables.newId(), START.plusSeconds(2));
        people = new StoredTable(people.id(), people.game(), people.options(),
                Map.of("white", "human", "black", "human"), people.tokenHashes(), people.seed(), 0, people.record(),
                0, "active", 0, people.created(), people.updated());
        StoredTable ended = Tables.table(Tables.newId(), START);
        store.create(withBot);
        store.create(people);
        store.create(ended);
        store.commit(ended.id(), 0, new TableChange("r", 1, "over", 0, "resign", "white", "", ended.tokenHashes()));

        assertThat(store.activeWithBots()).containsExactly(withBot.id());
    }

    @Test
    void list_givesTheNewestMadeFirst_filtered_andFromACursor() {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            StoredTable table = Tables.table(Tables.newId(), START.plusSeconds(i));
            store.create(table);
            ids.add(table.id());
        }
        // Two made in the same microsecond: the higher id first.
        StoredTable twinA = Tables.table(Tables.newId(), START.plusSeconds(9));
        StoredTable twinB = Tables.table(Tables.newId(), START.plusSeconds(9));
        store.create(twinA);
        store.create(twinB);
        List<String> twins = twinA.id().compareTo(twinB.id()) > 0 ? List.of(twinA.id(), twinB.id())
                : List.of(twinB.id(), twinA.id());
        // Changed after the others were made: the order of making still wins.
        store.commit(ids.get(0), 0, new TableChange("r", 1, "over", 0, "resign", "white", "", Map.of()));

        List<String> all = List.of(twins.get(0), twins.get(1), ids.get(3), ids.get(2), ids.get(1), ids.get(0));
        assertThat(store.list(query(null, null, 10, null))).extracting(StoredTable::id).containsExactlyElementsOf(all);
        assertThat(store.list(query(null, "over", 10, null))).extracting(StoredTable::id).containsExactly(ids.get(0));
        assertThat(store.list(query("checkers", null, 10, null))).isEmpty();
        assertThat(store.list(query("morris", "active", 2, null))).extracting(StoredTable::id)
                .containsExactlyElementsOf(all.subList(0, 2));
        for (int page = 1; page < all.size(); page++) {
            StoredTable last = store.list(query(null, null, page, null)).get(page - 1);
            ListCursor cursor = ListCursor.parse(new ListCursor(last.created(), last.id()).text()).orElseThrow();
            assertThat(store.list(query(null, null, 10, cursor))).extracting(StoredTable::id)
                    .as("after %d", page).containsExactlyElementsOf(all.subList(page, all.size()));
        }
    }

    private static TableQuery query(String game, String status, int limit, ListCursor after) {
        return new TableQuery(game, status, null, limit, Optional.ofNullable(after));
    }

    @Test
    void list_findsTheTablesWithASeatOfAName_inAnyCase_itsWildcardsTakenAsThemselves() {
        StoredTable ann = named(START, "{\"names\":{\"white\":\"Ann\",\"black\":\"100%_Bob\"}}");
        StoredTable annie = named(START.plusSeconds(1), "{\"names\":{\"white\":\"Annie\"}}");
        StoredTable nobody = named(START.plusSeconds(2), null);
        StoredTable later = named(START.plusSeconds(3), "{\"names\":{}}");
        // Joined later: the name comes with the change that writes the players' part anew.
        store.commit(later.id(), 0, new TableChange("r", Optional.empty(), 0, "active", 0, "join", "black", "",
                Map.of("white", "ab".repeat(32)), "{\"names\":{\"black\":\"ANN\"}}", Optional.empty()));
        // A change that leaves the players' part as it was keeps the names.
        store.commit(ann.id(), 0, Tables.move(1, "d2"));

        assertThat(store.list(named("ann"))).extracting(StoredTable::id).containsExactly(later.id(), ann.id());
        assertThat(store.list(named("100%_bob"))).extracting(StoredTable::id).containsExactly(ann.id());
        assertThat(store.list(named("100__bob"))).as("_ is no wildcard").isEmpty();
        assertThat(store.list(named("%"))).as("%% is no wildcard").isEmpty();
        assertThat(store.list(named("annie"))).extracting(StoredTable::id).containsExactly(annie.id());
        assertThat(store.list(named("Ann\nAnnie"))).isEmpty();
        assertThat(store.list(query(null, null, 10, null))).hasSize(4).extracting(StoredTable::id).contains(nobody.id());
    }

    private StoredTable named(java.time.Instant at, String players) {
        StoredTable plain = Tables.table(Tables.newId(), at);
        StoredTable table = new StoredTable(plain.id(), plain.game(), plain.options(), plain.seats(),
                plain.tokenHashes(), plain.seed(), plain.draws(), plain.record(), plain.chance(), plain.ply(),
                plain.status(), plain.version(), plain.created(), plain.updated(), plain.since(),
                Optional.ofNullable(players), Optional.empty());
        store.create(table);
        return table;
    }

    private static TableQuery named(String player) {
        return new TableQuery(null, null, player, 10, Optional.empty());
    }

    @Test
    void reopening_keepsTheTables_andDoesNotRunTheMigrationsAgain() throws Exception {
        StoredTable table = Tables.table(Tables.newId(), START);
        store.create(table);
        store.commit(table.id(), 0, Tables.move(1, "d2"));
        List<String> applied = migrations();
        store.close();

        store = Database.open(url, clock);

        assertThat(migrations()).isEqualTo(applied).isNotEmpty();
        assertThat(store.find(table.id()).orElseThrow().version()).isEqualTo(1);
    }

    @Test
    void aDatabaseOfTheSecondSchema_keepsItsRecordsWhenMigrated() throws Exception {
        String older = freshUrl();
        org.flywaydb.core.Flyway.configure().dataSource(older, null, null).locations("classpath:db/migration")
                .target("2").load().migrate();
        String id = Tables.newId();
        try (Connection c = DriverManager.getConnection(older); Statement s = c.createStatement()) {
            String at = "SQLITE".equals(kindOf(c)) ? "'2025-03-01T10:00:00.000000Z'" : "TIMESTAMP WITH TIME ZONE"
                    + " '2025-03-01 10:00:00+00'";
            s.executeUpdate("INSERT INTO game_table (id, game, options, seats, token_hashes, seed, draws, record_text,"
                    + " unrecorded_chance, ply, status, version, created, updated) VALUES ('" + id + "', 'royal-ur',"
                    + " '{}', '{\"light\":\"human\"}', '{}', 7, 3, 'the record', '1101', 2, 'active', 5, " + at
                    + ", " + at + ")");
        }

        try (TableStore migrated = Database.open(older, clock)) {
            StoredTable found = migrated.find(id).orElseThrow();
            assertThat(found.record()).isEqualTo("the record");
            assertThat(found.chance()).contains("1101");
            assertThat(found.version()).isEqualTo(5);
            assertThat(found.since()).isEmpty();
            assertThat(migrated.commit(id, 5, new TableChange("r", 3, "active", 3, "move", "light", "a", Map.of())))
                    .isTrue();
            assertThat(migrated.find(id).orElseThrow().since()).extracting(TableEvent::text).containsExactly("a");
        }
    }

    private static String kindOf(Connection c) throws SQLException {
        return c.getMetaData().getDatabaseProductName().toUpperCase(java.util.Locale.ROOT);
    }

    @Test
    void aChanceBesideTheRecord_isStoredWithIt_andChangesAfterItAreItsLog() {
        StoredTable made = Tables.table(Tables.newId(), START);
        StoredTable table = new StoredTable(made.id(), made.game(), made.options(), made.seats(), made.tokenHashes(),
                made.seed(), made.draws(), made.record(), Optional.of("1101"), made.ply(), made.status(),
                made.version(), made.created(), made.updated());
        store.create(table);
        assertThat(store.find(table.id()).orElseThrow().chance()).contains("1101");

        store.commit(table.id(), 0, new TableChange("r", Optional.of("2"), 1, "active", 0, "roll", "white", "2",
                table.tokenHashes()));
        StoredTable rolled = store.find(table.id()).orElseThrow();
        assertThat(rolled.record()).isEqualTo(made.record());
        assertThat(rolled.chance()).contains("1101");
        assertThat(rolled.since()).extracting(TableEvent::version, TableEvent::action, TableEvent::text)
                .containsExactly(tuple(1L, "roll", "2"));

        store.commit(table.id(), 1, new TableChange("r 1", 2, "over", 0, "resign", "white", "", table.tokenHashes()));
        StoredTable over = store.find(table.id()).orElseThrow();
        assertThat(over.record()).isEqualTo("r 1");
        assertThat(over.chance()).isEmpty();
        assertThat(over.since()).isEmpty();
        assertThat(over.recordVersion()).isEqualTo(2);
    }

    @Test
    void aMoveIsStoredAsAMove_theRecordWrittenWholeEvery256Versions() {
        StoredTable table = Tables.table(Tables.newId(), START);
        store.create(table);
        String long_ = "x".repeat(20_000);
        for (int ply = 1; ply <= 300; ply++) {
            assertThat(store.commit(table.id(), ply - 1, Tables.move(ply, long_ + ply))).isTrue();
        }

        StoredTable found = store.find(table.id()).orElseThrow();
        assertThat(found.version()).isEqualTo(300);
        assertThat(found.recordVersion()).isEqualTo(256);
        assertThat(found.record()).isEqualTo(Tables.move(256, long_ + 256).record());
        assertThat(found.since()).extracting(TableEvent::version).containsExactlyElementsOf(
                java.util.stream.LongStream.rangeClosed(257, 300).boxed().toList());
        assertThat(found.since().get(0).text()).isEqualTo(long_ + 257);
        assertThat(store.version(table.id())).hasValue(300);
        assertThat(store.version(Tables.newId())).isEmpty();
    }

    @Test
    void close_twice_isHarmless() {
        store.close();
        store.close();
    }

    /** Each row of Flyway's history: the version, when it ran, and whether it succeeded. */
    protected List<String> migrations() throws SQLException {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement();
                ResultSet rows = s.executeQuery("SELECT \"version\", \"installed_on\", \"success\""
                        + " FROM \"flyway_schema_history\" ORDER BY \"installed_rank\"")) {
            List<String> applied = new ArrayList<>();
            while (rows.next()) {
                applied.add(rows.getString(1) + " " + rows.getString(2) + " " + rows.getBoolean(3));
            }
            return applied;
        }
    }
}
