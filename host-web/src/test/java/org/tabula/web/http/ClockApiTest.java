package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.web.ServerSettings;
import org.tabula.web.TableLimits;
import org.tabula.web.TabulaServer;
import org.tabula.web.store.Database;

/** Clocked tables through the API, on a server whose time the test sets forward. */
class ClockApiTest {

    private static final Instant START = Instant.parse("2026-03-01T10:00:00Z");

    @TempDir
    Path dir;

    private final SettableClock clock = new SettableClock(START);
    private TabulaServer server;
    private Api api;

    @BeforeEach
    void startServer() {
        start(Duration.ofMillis(20));
    }

    /** A fresh server on the test's clock, looking for fallen flags this often. */
    private void start(Duration clockCheck) {
        server = ClockedServers.start(new ServerSettings(0, Database.defaultUrl(dir), 1, Duration.ofMillis(50))
                .withTables(TableLimits.DEFAULT.withRates(1000, 1000)).withClockCheck(clockCheck), clock);
        api = new Api(server.port());
    }

    @AfterEach
    void stopServer() {
        server.close();
    }

    private JsonNode create(String clockJson) {
        Api.Reply created = api.post("/api/v1/tables", "{\"game\":\"morris\",\"seats\":{\"white\":\"human\","
                + "\"black\":\"human\"},\"clock\":" + clockJson + "}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        return created.json();
    }

    private Api.Reply move(JsonNode created, String side, JsonNode state) {
        return api.post("/api/v1/tables/" + created.get("id").asText() + "/moves", Api.JSON.createObjectNode()
                .put("move", state.get("legalMoves").get(0).get("text").asText()).toString(),
                created.get("tokens").get(side).asText());
    }

    @Test
    void create_withAFischerClock_theStateGivesEachSidesTimeAndTheMomentRead() {
        JsonNode table = create("{\"limit\":60,\"increment\":2}").get("table");
        JsonNode state = table.get("clock");
        assertThat(state.get("control").toString()).isEqualTo("{\"kind\":\"fischer\",\"limit\":60,\"increment\":2}");
        assertThat(state.get("remaining").toString()).isEqualTo("{\"white\":60000,\"black\":60000}");
        assertThat(state.get("running").asText()).isEqualTo("white");
        assertThat(state.get("readAt").asText()).isEqualTo("2026-03-01T10:00:00Z");
    }

    @Test
    void aMove_takesTheTimeItTook_addsTheIncrement_andStartsTheOthersClock() {
        JsonNode created = create("{\"limit\":60,\"increment\":2}");
        String id = created.get("id").asText();
        clock.advance(Duration.ofMillis(10_500));
        JsonNode read = api.get("/api/v1/tables/" + id).json();
        assertThat(read.get("clock").get("remaining").get("white").asLong()).isEqualTo(49_500);
        assertThat(read.get("clock").get("readAt").asText()).isEqualTo("2026-03-01T10:00:10.500Z");

        Api.Reply moved = move(created, "white", read);
        assertThat(moved.status()).as(moved.body()).isEqualTo(200);
        JsonNode after = moved.json().get("clock");
        assertThat(after.get("remaining").toString()).isEqualTo("{\"white\":51500,\"black\":60000}");
        assertThat(after.get("running").asText()).isEqualTo("black");
        clock.advance(Duration.ofSeconds(5));
        assertThat(api.get("/api/v1/tables/" + id).json().get("clock").get("remaining").toString())
                .isEqualTo("{\"white\":51500,\"black\":55000}");
    }

    @Test
    void aTableWithoutAClock_hasNone() {
        Api.Reply created = api.post("/api/v1/tables", "{\"game\":\"morris\"}");
        assertThat(created.json().get("table").get("clock").isNull()).as(created.body()).isTrue();
    }

    @Test
    void delayAndCorrespondence_areTaken() {
        JsonNode delay = create("{\"kind\":\"delay\",\"limit\":300,\"delay\":5}").get("table").get("clock");
        assertThat(delay.get("control").toString()).isEqualTo("{\"kind\":\"delay\",\"limit\":300,\"delay\":5}");
        JsonNode days = create("{\"kind\":\"correspondence\",\"days\":3}").get("table").get("clock");
        assertThat(days.get("remaining").get("black").asLong()).isEqualTo(Duration.ofDays(3).toMillis());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "{\"limit\":0,\"increment\":0}|clock.limit",
        "{\"limit\":300}|clock.increment",
        "{\"limit\":300,\"increment\":-3}|clock.increment",
        "{\"limit\":\"five\",\"increment\":3}|clock.limit",
        "{\"kind\":\"bullet\",\"limit\":60}|clock.kind",
        "{\"kind\":\"correspondence\",\"days\":99}|clock.days",
        "\"5+3\"|clock",
    })
    void badClocks_are400_namingTheField(String clockJson, String field) {
        Api.Reply refused = api.outsideTheDocument().post("/api/v1/tables", "{\"game\":\"morris\",\"clock\":" + clockJson
                + "}");
        assertThat(refused.status()).as(refused.body()).isEqualTo(400);
        assertThat(refused.json().get("code").asText()).isEqualTo("BAD_CLOCK");
        assertThat(refused.json().get("field").asText()).isEqualTo(field);
        assertThat(refused.json().get("message").asText()).contains("\"" + field + "\"");
    }

    @Test
    void aSideWhoseTimeRunsOut_losesOnTime_withNoOneWatching() throws InterruptedException {
        JsonNode created = create("{\"limit\":30,\"increment\":0}");
        String id = created.get("id").asText();
        clock.advance(Duration.ofSeconds(31));
        // Only read: no request acts at the table, and nothing watches it.
        JsonNode over = api.awaitFinished(id);
        assertThat(over.get("status").asText()).isEqualTo("finished");
        assertThat(over.get("result").get("code").asText()).isEqualTo("timeout");
        assertThat(over.get("result").get("winner").asText()).isEqualTo("black");
        assertThat(over.get("clock").get("remaining").get("white").asLong()).isZero();
        assertThat(over.get("clock").get("running").isNull()).isTrue();
        // As the match writes the ending in the game's own notation (morris: "result black timeout").
        assertThat(over.get("record").asText()).contains("result black timeout");
    }

    @Test
    void aMoveAfterTheFlagFell_isRefused_andTheGameIsLostOnTime() {
        // The move, not the server's timer, must find the flag down: a timer that looks only once a day.
        server.close();
        start(Duration.ofDays(1));
        JsonNode created = create("{\"limit\":30,\"increment\":0}");
        JsonNode state = created.get("table");
        clock.advance(Duration.ofSeconds(40));
        Api.Reply late = move(created, "white", state);
        assertThat(late.status()).as(late.body()).isEqualTo(422);
        assertThat(late.json().get("code").asText()).isEqualTo("REFUSED");
        assertThat(late.json().get("reason").asText()).isEqualTo("time-out");
        assertThat(late.json().get("message").asText()).isEqualTo("White's time ran out before this arrived.");
        JsonNode over = api.get("/api/v1/tables/" + created.get("id").asText()).json();
        assertThat(over.get("result").get("code").asText()).isEqualTo("timeout");
    }

    @Test
    void aBotOnAClockedTable_movesWithinItsTime_andItsClockRuns() throws InterruptedException {
        Api.Reply created = api.post("/api/v1/tables", "{\"game\":\"morris\",\"seats\":{\"white\":\"bot:1\","
                + "\"black\":\"human\"},\"clock\":{\"limit\":600,\"increment\":0}}");
        String id = created.json().get("id").asText();
        JsonNode state = api.awaitState(id, s -> s.get("ply").asInt() >= 1);
        assertThat(state.get("ply").asInt()).isEqualTo(1);
        assertThat(state.get("clock").get("running").asText()).isEqualTo("black");
    }

    @Test
    void anOpenSeat_keepsTheClockStill_untilItIsTaken() {
        JsonNode created = create("{\"limit\":60,\"increment\":0}");
        Api.Reply open = api.post("/api/v1/tables", "{\"game\":\"morris\",\"seats\":{\"black\":\"open\"},"
                + "\"clock\":{\"limit\":60,\"increment\":0}}");
        String id = open.json().get("id").asText();
        assertThat(open.json().get("table").get("clock").get("running").isNull()).isTrue();
        clock.advance(Duration.ofSeconds(20));
        Api.Reply joined = api.post("/api/v1/tables/" + id + "/join", "{\"side\":\"black\"}");
        JsonNode started = joined.json().get("table").get("clock");
        assertThat(started.get("running").asText()).isEqualTo("white");
        assertThat(started.get("remaining").get("white").asLong()).isEqualTo(60_000);
        assertThat(created).isNotNull();
    }
}
