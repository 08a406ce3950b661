package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.web.ServerSettings;
import org.tabula.web.TabulaServer;
import org.tabula.web.store.Database;
import org.tabula.web.store.EmbeddedPostgresDatabases;

/** The database failing under a running server: answered 503 JSON, at once, and no change answered 200 into a lost file. */
@Tag("faults")
class StoreFaultsTest {

    private static final String MORRIS = "{\"game\":\"morris\",\"seats\":{\"white\":\"human\",\"black\":\"human\"}}";

    @TempDir
    Path folder;

    @Test
    void dataFolderDeleted_movesAndNewTablesAre503_theTableStillReads() throws IOException {
        Path data = folder.resolve("data");
        try (TabulaServer server = TabulaServer.start(ServerSettings.of(0, Database.defaultUrl(data)))) {
            Api api = new Api(server.port());
            JsonNode created = api.post("/api/v1/tables", MORRIS).json();
            String id = created.get("id").asText();
            String white = created.get("tokens").get("white").asText();
            assertThat(api.post("/api/v1/tables/" + id + "/moves", "{\"move\":\"d2\"}", white).status()).isEqualTo(200);

            deleteTree(data);

            Api.Reply refused = api.post("/api/v1/tables/" + id + "/moves", "{\"move\":\"d6\"}",
                    created.get("tokens").get("black").asText());
            assertThat(refused.status()).as(refused.body()).isEqualTo(503);
            assertThat(refused.json().get("code").asText()).isEqualTo("STORE_UNAVAILABLE");
            assertThat(api.post("/api/v1/tables", MORRIS).status()).isEqualTo(503);
            JsonNode state = api.get("/api/v1/tables/" + id).json();
            assertThat(state.get("version").asLong()).as("the refused move was not taken").isEqualTo(1);
        }
    }

    @Test
    void postgresqlStopped_aRequestIs503WithinTheDatabaseWait_andTheNextOnesAtOnce() throws Exception {
        EmbeddedPostgresDatabases postgres = EmbeddedPostgresDatabases.start();
        String url = postgres.freshUrl();
        ServerSettings settings = new ServerSettings(0, url, 1, Duration.ofMillis(50)).withDatabaseTimeout(Duration.ofSeconds(1));
        try (TabulaServer server = TabulaServer.start(settings)) {
            Api api = new Api(server.port());
            JsonNode created = api.post("/api/v1/tables", MORRIS).json();
            String id = created.get("id").asText();
            String white = created.get("tokens").get("white").asText();

            postgres.close();

            // Bounds, not measures: before, each request waited the pool's 30 s for its 503.
            long start = System.nanoTime();
            Api.Reply first = api.post("/api/v1/tables/" + id + "/moves", "{\"move\":\"d2\"}", white);
            Duration firstWait = Duration.ofNanos(System.nanoTime() - start);
            assertThat(first.status()).as(first.body()).isEqualTo(503);
            assertThat(first.json().get("code").asText()).isEqualTo("STORE_UNAVAILABLE");
            assertThat(firstWait).isLessThan(Duration.ofSeconds(10));

            start = System.nanoTime();
            for (int i = 0; i < 10; i++) {
                assertThat(api.post("/api/v1/tables", MORRIS).status()).isEqualTo(503);
            }
            assertThat(Duration.ofNanos(System.nanoTime() - start)).as("ten requests while it is known down")
                    .isLessThan(Duration.ofSeconds(5));
        } finally {
            postgres.close();
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
