package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.web.ServerSettings;
import org.tabula.web.TabulaServer;
import org.tabula.web.store.Database;

/** Open seats: a human seat asked for as {@code open} has no token until someone joins it, once. */
class JoinApiTest {

    private static final String OPEN_BLACK = "{\"game\":\"morris\",\"seats\":{\"white\":\"human\",\"black\":\"open\"}}";

    @TempDir
    Path dir;

    private TabulaServer start() {
        return TabulaServer.start(new ServerSettings(0, Database.defaultUrl(dir), 1, Duration.ofMillis(50)));
    }

    private static JsonNode create(Api api, String body) {
        Api.Reply reply = api.post("/api/v1/tables", body);
        assertThat(reply.status()).as(reply.body()).isEqualTo(201);
        return reply.json();
    }

    private static String join(String side) {
        return Api.JSON.createObjectNode().put("side", side).toString();
    }

    private static String move(String move) {
        return Api.JSON.createObjectNode().put("move", move).toString();
    }

    @Test
    void anOpenSeat_hasNoToken_isListedOpen_andIsJoinedOnce() {
        try (TabulaServer server = start()) {
            Api api = new Api(server.port());
            JsonNode created = create(api, OPEN_BLACK);
            String id = created.get("id").asText();
            assertThat(created.get("tokens").has("black")).isFalse();
            assertThat(created.get("tokens").has("white")).isTrue();
            assertThat(created.get("table").get("seats").get("black").asText()).isEqualTo("human");
            assertThat(created.get("table").get("open").toString()).isEqualTo("[\"black\"]");
            JsonNode listed = null;
            for (JsonNode line : api.get("/api/v1/tables").json()) {
                listed = line.get("id").asText().equals(id) ? line : listed;
            }
            assertThat(listed).isNotNull();
            assertThat(listed.get("open").toString()).isEqualTo("[\"black\"]");

            Api.Reply joined = api.post("/api/v1/tables/" + id + "/join", join("black"));

            assertThat(joined.status()).as(joined.body()).isEqualTo(200);
            assertThat(joined.json().get("side").asText()).isEqualTo("black");
            assertThat(joined.json().get("token").asText()).hasSize(22);
            assertThat(joined.json().get("table").get("open").size()).isZero();
            assertThat(joined.json().get("table").get("version").asLong()).isEqualTo(1);
            Api.Reply again = api.post("/api/v1/tables/" + id + "/join", join("black"));
            assertThat(again.status()).as(again.body()).isEqualTo(409);
            assertThat(again.json().get("code").asText()).isEqualTo("SEAT_TAKEN");
            assertThat(api.post("/api/v1/tables/" + id + "/join", join("white")).json().get("code").asText())
                    .as("the creator holds white's token").isEqualTo("SEAT_TAKEN");
        }
    }

    @Test
    void aJoin_ofNoSeat_aBotSeat_orAnUnknownTable_isRefused() {
        try (TabulaServer server = start()) {
            Api api = new Api(server.port());
            String id = create(api, "{\"game\":\"morris\",\"seats\":{\"white\":\"open\",\"black\":\"bot:1\"}}")
                    .get("id").asText();

            Api.Reply noSide = api.post("/api/v1/tables/" + id + "/join", join("red"));
            Api.Reply bot = api.post("/api/v1/tables/" + id + "/join", join("black"));
            Api.Reply missing = api.outsideTheDocument().post("/api/v1/tables/" + id + "/join", "{}");
            Api.Reply unknown = api.post("/api/v1/tables/" + "0".repeat(32) + "/join", join("white"));

            assertThat(noSide.status()).as(noSide.body()).isEqualTo(400);
            assertThat(noSide.json().get("code").asText()).isEqualTo("BAD_SEAT");
            assertThat(bot.status()).as(bot.body()).isEqualTo(400);
            assertThat(bot.json().get("code").asText()).isEqualTo("BAD_SEAT");
            assertThat(missing.status()).isEqualTo(400);
            assertThat(unknown.status()).isEqualTo(404);
            assertThat(api.get("/api/v1/tables/" + id).json().get("open").toString()).isEqualTo("[\"white\"]");
        }
    }

    @Test
    void anOpenSeat_cannotBeMovedFor_untilJoined() {
        try (TabulaServer server = start()) {
            Api api = new Api(server.port());
            JsonNode created = create(api, OPEN_BLACK);
            String id = created.get("id").asText();
            String white = created.get("tokens").get("white").asText();
            assertThat(api.post("/api/v1/tables/" + id + "/moves", move("d2"), white).status()).isEqualTo(200);
            String blacks = api.get("/api/v1/tables/" + id).json().get("legalMoves").get(0).get("text").asText();

            assertThat(api.outsideTheDocument().post("/api/v1/tables/" + id + "/moves", move(blacks)).status())
                    .isEqualTo(401);
            assertThat(api.post("/api/v1/tables/" + id + "/moves", move(blacks), white).status()).isEqualTo(403);
            assertThat(api.post("/api/v1/tables/" + id + "/resign", "", "x".repeat(22)).status()).isEqualTo(401);
            String black = api.post("/api/v1/tables/" + id + "/join", join("black")).json().get("token").asText();
            Api.Reply played = api.post("/api/v1/tables/" + id + "/moves", move(blacks), black);

            assertThat(played.status()).as(played.body()).isEqualTo(200);
            assertThat(played.json().get("ply").asInt()).isEqualTo(2);
        }
    }

    @Test
    void racingJoins_onOneServer_issueExactlyOneToken() throws Exception {
        try (TabulaServer server = start()) {
            Api api = new Api(server.port());
            String id = create(api, OPEN_BLACK).get("id").asText();
            CountDownLatch go = new CountDownLatch(1);
            List<CompletableFuture<Api.Reply>> racers = new ArrayList<>();
            for (int i = 0; i < 6; i++) {
                racers.add(CompletableFuture.supplyAsync(() -> {
                    await(go);
                    return api.post("/api/v1/tables/" + id + "/join", join("black"));
                }));
            }
            go.countDown();
            List<Api.Reply> replies = new ArrayList<>();
            for (CompletableFuture<Api.Reply> racer : racers) {
                replies.add(racer.get());
            }

            assertThat(replies).as("%s", replies).filteredOn(r -> r.status() == 200).hasSize(1);
            assertThat(replies).as("%s", replies).filteredOn(r -> r.status() == 409).hasSize(5);
            String token = replies.stream().filter(r -> r.status() == 200).findFirst().orElseThrow().json()
                    .get("token").asText();
            assertThat(api.post("/api/v1/tables/" + id + "/resign", "", token).status()).isEqualTo(200);
            assertThat(api.get("/api/v1/tables/" + id).json().get("version").asLong()).isEqualTo(2);
        }
    }

    @Test
    void aJoinedToken_opensTheSeatAfterARestart_andTheSeatStaysTaken() {
        String id;
        String black;
        String white;
        try (TabulaServer server = start()) {
            Api api = new Api(server.port());
            JsonNode created = create(api, OPEN_BLACK);
            id = created.get("id").asText();
            white = created.get("tokens").get("white").asText();
            black = api.post("/api/v1/tables/" + id + "/join", join("black")).json().get("token").asText();
            assertThat(api.post("/api/v1/tables/" + id + "/moves", move("d2"), white).status()).isEqualTo(200);
        }
        try (TabulaServer again = start()) {
            Api api = new Api(again.port());
            JsonNode state = api.get("/api/v1/tables/" + id).json();
            assertThat(state.get("open").size()).isZero();
            assertThat(api.post("/api/v1/tables/" + id + "/join", join("black")).status()).isEqualTo(409);
            Api.Reply played = api.post("/api/v1/tables/" + id + "/moves",
                    move(state.get("legalMoves").get(0).get("text").asText()), black);
            assertThat(played.status()).as(played.body()).isEqualTo(200);
        }
    }

    @Test
    void aServerThatHasNotHeardOfTheJoin_readsTheTableAgain_beforeRefusingItsToken() {
        // Two servers on one SQLite file in one JVM share the database but hear nothing of each other's commits, so
        // B's copy of the table is stale for certain when the token joined on A reaches it.
        try (TabulaServer serverA = start(); TabulaServer serverB = start()) {
            Api a = new Api(serverA.port());
            Api b = new Api(serverB.port());
            JsonNode created = create(a, OPEN_BLACK);
            String id = created.get("id").asText();
            assertThat(a.post("/api/v1/tables/" + id + "/moves", move("d2"), created.get("tokens").get("white")
                    .asText()).status()).isEqualTo(200);
            JsonNode onB = b.get("/api/v1/tables/" + id).json();
            String black = a.post("/api/v1/tables/" + id + "/join", join("black")).json().get("token").asText();

            Api.Reply played = b.post("/api/v1/tables/" + id + "/moves",
                    move(onB.get("legalMoves").get(0).get("text").asText()), black);

            assertThat(played.status()).as(played.body()).isEqualTo(200);
            assertThat(played.json().get("version").asLong()).isEqualTo(3);
        }
    }

    private static void await(CountDownLatch go) {
        try {
            go.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
