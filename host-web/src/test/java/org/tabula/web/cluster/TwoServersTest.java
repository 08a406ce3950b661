package org.tabula.web.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.stream.LongStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tabula.web.ServerSettings;
import org.tabula.web.TableLimits;
import org.tabula.web.TabulaServer;
import org.tabula.web.http.Api;
import org.tabula.web.http.ClockedServers;
import org.tabula.web.http.SettableClock;
import org.tabula.web.http.LiveFeed;
import org.tabula.web.store.Await;
import org.tabula.web.store.Database;
import org.tabula.web.store.EmbeddedPostgresDatabases;
import org.tabula.web.store.TableEvent;
import org.tabula.web.store.TableStore;

/**
 * Two whole servers, in this JVM on ports of their own, on one PostgreSQL: a table played through both loses and
 * doubles no move, and what one server commits reaches the other's watchers (LISTEN/NOTIFY).
 */
class TwoServersTest {

    private static EmbeddedPostgresDatabases postgres;
    private static TabulaServer serverA;
    private static TabulaServer serverB;
    private static TableStore store;
    private static Api a;
    private static Api b;
    /** Two more servers, on a database of their own, whose time is the test's. */
    private static final SettableClock CLOCK = new SettableClock(Instant.parse("2026-03-01T10:00:00Z"));
    private static TabulaServer clockedA;
    private static TabulaServer clockedB;
    private static TableStore clockedStore;

    @BeforeAll
    static void start() throws Exception {
        postgres = EmbeddedPostgresDatabases.start();
        String url = postgres.freshUrl();
        // Moves come as fast as the test sends them, all from one address.
        ServerSettings settings = new ServerSettings(0, url, 1, Duration.ofMillis(20))
                .withTables(TableLimits.DEFAULT.withRates(1000, 1000));
        serverA = TabulaServer.start(settings);
        serverB = TabulaServer.start(settings);
        store = Database.open(url);
        a = new Api(serverA.port());
        b = new Api(serverB.port());
        String clocked = postgres.freshUrl();
        ServerSettings onTheTestsTime = new ServerSettings(0, clocked, 1, Duration.ofMillis(20))
                .withTables(TableLimits.DEFAULT.withRates(1000, 1000)).withClockCheck(Duration.ofMillis(20));
        clockedA = ClockedServers.start(onTheTestsTime, CLOCK);
        clockedB = ClockedServers.start(onTheTestsTime, CLOCK);
        clockedStore = Database.open(clocked);
    }

    @AfterAll
    static void stop() throws Exception {
        store.close();
        clockedStore.close();
        serverA.close();
        serverB.close();
        clockedA.close();
        clockedB.close();
        postgres.close();
    }

    @Test
    void aClockedTable_bothServersGiveTheSameClock_andItsFlagFallsOnce() throws Exception {
        Api onA = new Api(clockedA.port());
        Api onB = new Api(clockedB.port());
        Api.Reply made = onA.post("/api/v1/tables", "{\"game\":\"morris\",\"seats\":{\"white\":\"human\","
                + "\"black\":\"human\"},\"clock\":{\"limit\":60,\"increment\":2}}");
        assertThat(made.status()).as(made.body()).isEqualTo(201);
        String id = made.json().get("id").asText();
        CLOCK.advance(Duration.ofSeconds(4));
        // White moves through B, black's clock starts there; A reads the same from the store.
        onB.steps(made.json(), 1);
        CLOCK.advance(Duration.ofSeconds(7));
        JsonNode fromA = onA.get("/api/v1/tables/" + id).json().get("clock");
        JsonNode fromB = onB.get("/api/v1/tables/" + id).json().get("clock");
        assertThat(fromA).isEqualTo(fromB);
        assertThat(fromA.get("remaining").toString()).isEqualTo("{\"white\":58000,\"black\":53000}");

        // Both servers' timers find black's flag fallen: the versioned commit lets one of them end the game.
        CLOCK.advance(Duration.ofSeconds(60));
        JsonNode overOnA = onA.awaitFinished(id);
        JsonNode overOnB = onB.awaitFinished(id);
        assertThat(overOnA.get("result").get("code").asText()).isEqualTo("timeout");
        assertThat(overOnB.get("version")).isEqualTo(overOnA.get("version"));
        assertThat(clockedStore.events(id)).extracting(TableEvent::action).containsExactly("move", "timeout");
    }

    private static JsonNode create(Api api, String seats) {
        Api.Reply created = api.post("/api/v1/tables", "{\"game\":\"morris\",\"seats\":" + seats + "}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        return created.json();
    }

    private static String moveBody(String move) {
        return Api.JSON.createObjectNode().put("move", move).toString();
    }

    /** The first legal move of a state, and the token of the side to play it. */
    private static String firstMove(JsonNode state) {
        return state.get("legalMoves").get(0).get("text").asText();
    }

    @Test
    void aTableCreatedOnA_isInBsLobby_withItsState() {
        JsonNode created = create(a, "{\"white\":\"human\",\"black\":\"human\"}");
        String id = created.get("id").asText();

        JsonNode listed = null;
        for (JsonNode table : b.get("/api/v1/tables").json()) {
            if (table.get("id").asText().equals(id)) {
                listed = table;
            }
        }

        assertThat(listed).as("B lists the table A made").isNotNull();
        assertThat(listed.get("game").asText()).isEqualTo("morris");
        assertThat(listed.get("status").asText()).isEqualTo("active");
        assertThat(listed.get("ply").asInt()).isZero();
    }

    @Test
    void movesAlternatingThroughBothServers_areEachInTheRecordOnce_inOrder() {
        JsonNode created = create(a, "{\"white\":\"human\",\"black\":\"human\"}");
        String id = created.get("id").asText();
        JsonNode state = created.get("table");
        List<String> played = new ArrayList<>();
        for (int ply = 0; ply < 30 && state.get("status").asText().equals("active"); ply++) {
            Api through = ply % 2 == 0 ? a : b;
            String move = firstMove(state);
            String token = created.get("tokens").get(state.get("turn").asText()).asText();
            // Straight after the other server's commit: this server may not have heard of it yet.
            Api.Reply reply = through.post("/api/v1/tables/" + id + "/moves", moveBody(move), token);
            assertThat(reply.status()).as("ply %d through %s: %s", ply + 1, through == a ? "A" : "B", reply.body())
                    .isEqualTo(200);
            state = reply.json();
            played.add(state.get("lastMove").get("text").asText());
            assertThat(state.get("version").asLong()).isEqualTo(ply + 1);
        }
        assertThat(store.events(id)).extracting(TableEvent::text).containsExactlyElementsOf(played);
        assertThat(store.events(id)).extracting(TableEvent::version)
                .containsExactlyElementsOf(LongStream.rangeClosed(1, played.size()).boxed().toList());
        assertThat(store.find(id).orElseThrow().ply()).isEqualTo(played.size());
    }

    @Test
    void theSamePlyPostedToBothServersAtOnce_oneIs200_theOtherA4xx_andTheVersionGrowsByOne() throws Exception {
        JsonNode created = create(a, "{\"white\":\"human\",\"black\":\"human\"}");
        String id = created.get("id").asText();
        JsonNode state = created.get("table");
        for (int round = 0; round < 20 && state.get("status").asText().equals("active"); round++) {
            long version = state.get("version").asLong();
            // Both servers at the same version first, so each tries the move on the position it was meant for.
            Await.until(() -> b.get("/api/v1/tables/" + id).json().get("version").asLong() == version
                    && a.get("/api/v1/tables/" + id).json().get("version").asLong() == version);
            String body = moveBody(firstMove(state));
            String token = created.get("tokens").get(state.get("turn").asText()).asText();
            CountDownLatch go = new CountDownLatch(1);
            CompletableFuture<Api.Reply> viaA = CompletableFuture.supplyAsync(() -> post(go, a, id, body, token));
            CompletableFuture<Api.Reply> viaB = CompletableFuture.supplyAsync(() -> post(go, b, id, body, token));
            go.countDown();
            List<Api.Reply> replies = List.of(viaA.get(), viaB.get());

            assertThat(replies).as("round %d: %s", round, replies).filteredOn(r -> r.status() == 200).hasSize(1);
            assertThat(replies).as("round %d: %s", round, replies)
                    .filteredOn(r -> r.status() == 409 || r.status() == 403 || r.status() == 422).hasSize(1);
            state = replies.stream().filter(r -> r.status() == 200).findFirst().orElseThrow().json();
            assertThat(state.get("version").asLong()).as("round %d", round).isEqualTo(version + 1);
            assertThat(store.find(id).orElseThrow().version()).isEqualTo(version + 1);
        }
    }

    private static Api.Reply post(CountDownLatch go, Api api, String id, String body, String token) {
        try {
            go.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return api.post("/api/v1/tables/" + id + "/moves", body, token);
    }

    @Test
    void aWatcherOfServerB_receivesTheStateAfterAMoveThroughServerA() throws Exception {
        JsonNode created = create(a, "{\"white\":\"human\",\"black\":\"human\"}");
        String id = created.get("id").asText();
        try (LiveFeed live = LiveFeed.watch(serverB.port(), id)) {
            assertThat(Api.JSON.readTree(live.next()).get("version").asLong()).isZero();

            Api.Reply played = a.post("/api/v1/tables/" + id + "/moves", moveBody("d2"),
                    created.get("tokens").get("white").asText());
            assertThat(played.status()).as(played.body()).isEqualTo(200);

            String pushed = live.next();
            assertThat(pushed).as("no state pushed by B within the wait").isNotNull();
            assertThat(Api.JSON.readTree(pushed).get("version").asLong()).isEqualTo(1);
            assertThat(Api.JSON.readTree(pushed).get("table").get("lastMove").get("text").asText()).isEqualTo("d2");
        }
    }

    @Test
    void aWatcherOfB_getsEveryVersionInOrder_andAReadOnBRightAfterA200ThroughA_showsThatVersion() throws Exception {
        JsonNode created = create(a, "{\"white\":\"human\",\"black\":\"human\"}");
        String id = created.get("id").asText();
        JsonNode state = created.get("table");
        List<Long> pushed = new ArrayList<>();
        try (LiveFeed live = LiveFeed.watch(serverB.port(), id)) {
            assertThat(Api.JSON.readTree(live.next()).get("version").asLong()).isZero();
            int plies = 0;
            for (; plies < 40 && state.get("status").asText().equals("active"); plies++) {
                String token = created.get("tokens").get(state.get("turn").asText()).asText();
                Api.Reply reply = a.post("/api/v1/tables/" + id + "/moves", moveBody(firstMove(state)), token);
                assertThat(reply.status()).as(reply.body()).isEqualTo(200);
                state = reply.json();
                // Straight after A's answer, before B has heard of the commit: B asks the store.
                assertThat(b.get("/api/v1/tables/" + id).json().get("version").asLong()).as("B's version after A's 200")
                        .isEqualTo(state.get("version").asLong());
            }
            while (pushed.size() < plies) {
                String next = live.next();
                assertThat(next).as("B's watcher heard %s, then nothing", pushed).isNotNull();
                JsonNode message = Api.JSON.readTree(next);
                assertThat(message.get("type").asText()).as("a gap instead of a state: %s", next).isEqualTo("state");
                pushed.add(message.get("version").asLong());
            }
            assertThat(pushed).containsExactlyElementsOf(LongStream.rangeClosed(1, plies).boxed().toList());
        }
    }

    @Test
    void aSeatJoinedOnA_isKnownOnB_whichAcceptsItsToken_andRefusesASecondJoin() throws InterruptedException {
        JsonNode created = create(a, "{\"white\":\"human\",\"black\":\"open\"}");
        String id = created.get("id").asText();
        Api.Reply opened = a.post("/api/v1/tables/" + id + "/moves", moveBody("d2"),
                created.get("tokens").get("white").asText());
        assertThat(opened.status()).as(opened.body()).isEqualTo(200);
        // B holds the table live before the join, so it must hear of the join rather than read it fresh.
        Await.until(() -> b.get("/api/v1/tables/" + id).json().get("version").asLong() == 1);

        Api.Reply joined = a.post("/api/v1/tables/" + id + "/join", "{\"side\":\"black\"}");
        assertThat(joined.status()).as(joined.body()).isEqualTo(200);
        String token = joined.json().get("token").asText();
        // Straight after A's commit: B may not have heard of it yet, and must still take the token.
        Api.Reply played = b.post("/api/v1/tables/" + id + "/moves", moveBody(firstMove(opened.json())), token);

        assertThat(played.status()).as(played.body()).isEqualTo(200);
        assertThat(b.post("/api/v1/tables/" + id + "/join", "{\"side\":\"black\"}").status()).isEqualTo(409);
        assertThat(store.events(id)).extracting(TableEvent::action).containsExactly("move", "join", "move");
    }

    @Test
    void aBotTableCreatedOnA_andReadOnB_isPlayedToItsEnd_withoutADoubledMove() throws Exception {
        String id = create(a, "{\"white\":\"bot:1\",\"black\":\"bot:1\"}").get("id").asText();
        // Read through B so that B holds the table live too, and its bots play it as well as A's.
        assertThat(b.get("/api/v1/tables/" + id).status()).isEqualTo(200);

        Await.until(() -> store.find(id).orElseThrow().status().equals("over"), Duration.ofSeconds(60));

        long version = store.find(id).orElseThrow().version();
        int ply = store.find(id).orElseThrow().ply();
        List<TableEvent> events = store.events(id);
        assertThat(events).extracting(TableEvent::version)
                .containsExactlyElementsOf(LongStream.rangeClosed(1, version).boxed().toList());
        // Every committed event advanced the game by one ply: a bot's move committed twice would not.
        assertThat(ply).isEqualTo(events.size());
        // And B, which played some of it, ends where the store does.
        Await.until(() -> b.get("/api/v1/tables/" + id).json().get("version").asLong() == version);
        assertThat(b.get("/api/v1/tables/" + id).json().get("status").asText()).isEqualTo("finished");
    }
}
