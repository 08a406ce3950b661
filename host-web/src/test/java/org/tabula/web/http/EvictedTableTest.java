package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.web.ServerSettings;
import org.tabula.web.TableLimits;
import org.tabula.web.TabulaServer;
import org.tabula.web.store.Database;

/** On a server whose table cache holds nothing, every table is read again from the store, whole, at each request. */
class EvictedTableTest {

    @TempDir
    Path dir;

    @Test
    void aTableLetGo_keepsItsMovesVersionSeatsAndTokens_andItsWatcherHearsEachMove() throws Exception {
        TableLimits nothingHeld = new TableLimits(1, 100, 100, TableLimits.DEFAULT_MAX_RECORD_BYTES);
        try (TabulaServer server = TabulaServer.start(new ServerSettings(0, Database.defaultUrl(dir), 1,
                Duration.ofMillis(50)).withTables(nothingHeld))) {
            Api api = new Api(server.port());
            JsonNode created = api.post("/api/v1/tables",
                    "{\"game\":\"morris\",\"seats\":{\"white\":\"human\",\"black\":\"human\"}}")
                    .json();
            String id = created.get("id").asText();
            String white = created.get("tokens").get("white").asText();
            String black = created.get("tokens").get("black").asText();
            JsonNode last = created.get("table");
            try (LiveFeed live = LiveFeed.watch(server.port(), id)) {
                assertThat(Api.JSON.readTree(live.next()).get("version").asLong()).isZero();
                for (int ply = 0; ply < 4; ply++) {
                    String token = last.get("turn").asText().equals("white") ? white : black;
                    Api.Reply moved = api.post("/api/v1/tables/" + id + "/moves", Api.JSON.createObjectNode()
                            .put("move", last.get("legalMoves").get(0).get("text").asText()).toString(), token);
                    assertThat(moved.status()).as(moved.body()).isEqualTo(200);
                    last = moved.json();
                    JsonNode pushed = Api.JSON.readTree(live.next());
                    assertThat(pushed.get("type").asText()).isEqualTo("state");
                    assertThat(pushed.get("version").asLong()).isEqualTo(ply + 1);
                }
            }

            JsonNode read = api.get("/api/v1/tables/" + id).json();
            assertThat(read.get("version").asLong()).isEqualTo(4);
            assertThat(read.get("record")).isEqualTo(last.get("record"));
            assertThat(read.get("seats")).isEqualTo(created.get("table").get("seats"));
            assertThat(read.get("moves")).isEqualTo(last.get("moves"));
            assertThat(api.post("/api/v1/tables/" + id + "/moves", "{\"move\":\"nowhere\"}", white).status())
                    .as("the seat's token still opens it").isEqualTo(422);
        }
    }
}
