package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.web.ServerSettings;
import org.tabula.web.TableLimits;
import org.tabula.web.TabulaServer;
import org.tabula.web.store.Database;

/** A server closed and started again on the same database file, in the middle of a clocked game. */
class ClockRestartTest {

    @TempDir
    Path dir;

    private final SettableClock clock = new SettableClock(Instant.parse("2026-03-01T10:00:00Z"));

    private TabulaServer start() {
        return ClockedServers.start(new ServerSettings(0, Database.defaultUrl(dir), 1, Duration.ofMillis(50))
                .withTables(TableLimits.DEFAULT.withRates(1000, 1000)).withClockCheck(Duration.ofMillis(20)), clock);
    }

    private static JsonNode create(Api api, String clockJson) {
        Api.Reply created = api.post("/api/v1/tables", "{\"game\":\"morris\",\"seats\":{\"white\":\"human\","
                + "\"black\":\"human\"},\"clock\":" + clockJson + "}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        return created.json();
    }

    @Test
    void aRestartInTheMiddleOfAClockedGame_keepsBothClocks() {
        JsonNode created;
        String id;
        JsonNode before;
        try (TabulaServer server = start()) {
            Api api = new Api(server.port());
            created = create(api, "{\"limit\":60,\"increment\":1}");
            id = created.get("id").asText();
            clock.advance(Duration.ofSeconds(10));
            api.steps(created, 1);
            clock.advance(Duration.ofSeconds(5));
            before = api.get("/api/v1/tables/" + id).json().get("clock");
            assertThat(before.get("remaining").toString()).isEqualTo("{\"white\":51000,\"black\":55000}");
        }
        try (TabulaServer again = start()) {
            Api api = new Api(again.port());
            JsonNode after = api.get("/api/v1/tables/" + id).json().get("clock");
            assertThat(after).isEqualTo(before);
            clock.advance(Duration.ofSeconds(3));
            JsonNode moved = api.steps(created, 1).get("clock");
            assertThat(moved.get("remaining").toString()).isEqualTo("{\"white\":51000,\"black\":53000}");
            assertThat(moved.get("running").asText()).isEqualTo("white");
        }
    }

    @Test
    void aTimeThatRanOutWhileTheServerWasDown_endsTheGameAtTheRestart() throws InterruptedException {
        String id;
        try (TabulaServer server = start()) {
            id = create(new Api(server.port()), "{\"kind\":\"delay\",\"limit\":30,\"delay\":5}").get("id").asText();
            clock.advance(Duration.ofSeconds(20));
        }
        clock.advance(Duration.ofSeconds(20));
        try (TabulaServer again = start()) {
            JsonNode over = new Api(again.port()).awaitFinished(id);
            assertThat(over.get("result").get("code").asText()).isEqualTo("timeout");
            assertThat(over.get("result").get("winner").asText()).isEqualTo("black");
            assertThat(over.get("clock").get("remaining").get("white").asLong()).isZero();
        }
    }
}
