package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.web.ServerSettings;
import org.tabula.web.TableLimits;
import org.tabula.web.TabulaServer;
import org.tabula.web.store.Database;

/** A server closed and started again on the same database file: tables, tokens, throws and bots carry on. */
class RestartTest {

    @TempDir
    Path dir;

    private TabulaServer start() {
        // Moves come as fast as the test sends them.
        // The tests give their tables' seeds, so that the throws of a table played again can be compared.
        return TabulaServer.start(new ServerSettings(0, Database.defaultUrl(dir), 1, Duration.ofMillis(50))
                .withTables(TableLimits.DEFAULT.withRates(1000, 1000)).withClientSeeds(true));
    }

    @Test
    void ur_rolledByAHumanAndABot_replaysTheSameThrowsAfterARestart() throws InterruptedException {
        String id;
        String token;
        JsonNode before;
        try (TabulaServer server = start()) {
            Api api = new Api(server.port());
            // A seed whose first throw lets light move, so that light's second roll is refused: a throw of 0 would
            // pass the turn to the bot, and light could roll again once the bot had played.
            Api.Reply created = api.post("/api/v1/tables", "{\"game\":\"royal-ur\",\"seed\":7,"
                    + "\"seats\":{\"light\":\"human\",\"dark\":\"bot:1\"}}");
            assertThat(created.status()).as(created.body()).isEqualTo(201);
            id = created.json().get("id").asText();
            token = created.json().get("tokens").get("light").asText();
            assertThat(created.json().get("table").get("chance").isNull()).isFalse();

            Api.Reply rolled = api.post("/api/v1/tables/" + id + "/roll", "", token);
            assertThat(rolled.status()).as(rolled.body()).isEqualTo(200);
            assertThat(rolled.json().get("turn").asText()).as("light moves after its throw").isEqualTo("light");
            assertThat(api.post("/api/v1/tables/" + id + "/roll", "", token).status()).isIn(403, 422);
            before = untilLightsTurn(api, id, token);
        }
        try (TabulaServer again = start()) {
            Api api = new Api(again.port());
            JsonNode after = api.get("/api/v1/tables/" + id).json();
            assertThat(after.get("version")).isEqualTo(before.get("version"));
            assertThat(after.get("record")).isEqualTo(before.get("record"));
            Api.Reply rolled = api.post("/api/v1/tables/" + id + "/roll", "", token);
            assertThat(rolled.status()).as("the token still opens the seat: " + rolled.body()).isEqualTo(200);
        }
    }

    @Test
    void ur_aRollStandingAtARestart_standsAgain_whileTheRecordHoldsTheSeedsLinesOnly() {
        String id;
        String token;
        JsonNode before;
        try (TabulaServer server = start()) {
            Api api = new Api(server.port());
            // Seed 7's first throw lets light move (see above): after it light's roll stands, waiting for a move.
            JsonNode created = api.post("/api/v1/tables", "{\"game\":\"royal-ur\",\"seed\":7,"
                    + "\"seats\":{\"light\":\"human\",\"dark\":\"human\"}}").json();
            id = created.get("id").asText();
            token = created.get("tokens").get("light").asText();
            before = api.post("/api/v1/tables/" + id + "/roll", "", token).json();
            assertThat(before.get("chance").isNull()).as("light's roll stands").isTrue();
            assertThat(before.get("record").asText()).isEqualTo("[rules finkel]\n[first light]\n");
        }
        try (TabulaServer again = start()) {
            Api api = new Api(again.port());
            JsonNode after = api.get("/api/v1/tables/" + id).json();
            assertThat(after.get("chance").isNull()).as("the roll still stands: " + after).isTrue();
            assertThat(after.get("legalMoves")).isEqualTo(before.get("legalMoves"));
            assertThat(after.get("record")).isEqualTo(before.get("record"));
            assertThat(api.post("/api/v1/tables/" + id + "/roll", "", token).status()).isIn(403, 422);
            Api.Reply moved = api.post("/api/v1/tables/" + id + "/moves", Api.JSON.createObjectNode()
                    .put("move", before.get("legalMoves").get(0).get("text").asText()).toString(), token);
            assertThat(moved.status()).as(moved.body()).isEqualTo(200);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"royal-ur", "dice-race"})
    void restart_sameThrowsFollow_asOnAServerThatWasNotRestarted(String game) {
        // Two tables made with one seed: the first played with a restart after every few steps, the second on one
        // server. Every throw is drawn from the seed and the throw's number, both stored, so the records agree.
        String create = "{\"game\":\"" + game + "\",\"seed\":%d,\"seats\":{\"light\":\"human\","
                + "\"dark\":\"human\"}}";
        JsonNode restarted;
        try (TabulaServer server = start()) {
            restarted = new Api(server.port()).post("/api/v1/tables", String.format(create, 42)).json();
        }
        for (int round = 0; round < 4; round++) {
            try (TabulaServer server = start()) {
                new Api(server.port()).steps(restarted, 6);
            }
        }
        try (TabulaServer server = start()) {
            Api api = new Api(server.port());
            JsonNode once = api.post("/api/v1/tables", String.format(create, 42)).json();
            JsonNode other = api.post("/api/v1/tables", String.format(create, 43)).json();
            String onceRecord = api.steps(once, 24).get("record").asText();
            String restartedRecord = api.get("/api/v1/tables/" + restarted.get("id").asText()).json().get("record")
                    .asText();
            assertThat(restartedRecord).isEqualTo(onceRecord);
            assertThat(api.steps(other, 24).get("record").asText()).as("another seed throws other dice")
                    .isNotEqualTo(onceRecord);
        }
    }

    @Test
    void botTable_carriesOnAfterARestart() throws InterruptedException {
        String id;
        try (TabulaServer server = start()) {
            Api api = new Api(server.port());
            id = api.post("/api/v1/tables", "{\"game\":\"morris\",\"seats\":{\"white\":\"bot:1\",\"black\":\"bot:1\"}}")
                    .json().get("id").asText();
        }
        try (TabulaServer again = start()) {
            Api api = new Api(again.port());
            JsonNode state = api.awaitFinished(id);
            assertThat(state.get("status").asText()).isEqualTo("finished");
        }
    }

    /** Waits until the bot has played and light is to roll again (or the game is over). */
    private static JsonNode untilLightsTurn(Api api, String id, String token) throws InterruptedException {
        JsonNode state = api.get("/api/v1/tables/" + id).json();
        for (int i = 0; i < 400; i++) {
            state = api.get("/api/v1/tables/" + id).json();
            if (state.get("status").asText().equals("finished")) {
                return state;
            }
            if (state.get("turn").asText().equals("light")) {
                if (state.get("chance").isNull()) {
                    String move = state.get("legalMoves").get(0).get("text").asText();
                    api.post("/api/v1/tables/" + id + "/moves", Api.JSON.createObjectNode().put("move", move).toString(),
                            token);
                    continue;
                }
                if (state.get("ply").asInt() > 2) {
                    return state;
                }
                api.post("/api/v1/tables/" + id + "/roll", "", token);
                continue;
            }
            Thread.sleep(25);
        }
        return state;
    }
}
