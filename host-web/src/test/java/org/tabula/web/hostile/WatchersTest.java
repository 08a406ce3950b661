package org.tabula.web.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.web.ConnectionLimits;
import org.tabula.web.ServerSettings;
import org.tabula.web.TabulaServer;
import org.tabula.web.http.Api;
import org.tabula.web.http.LiveFeed;
import org.tabula.web.store.Database;

/**
 * WebSocket watchers against a real server on 127.0.0.1. (One that never reads is dropped past its queue: the
 * kernel's socket buffers take hundreds of kilobytes of states before anything waits at the server, too many
 * moves for a quick test, so http.WatcherTest holds the bound against a session that never finishes a write.)
 */
class WatchersTest {

    @TempDir
    Path dir;

    private TabulaServer server;

    private TabulaServer start(ConnectionLimits limits) {
        server = TabulaServer.start(new ServerSettings(0, Database.defaultUrl(dir), 1, Duration.ofMillis(50))
                .withConnections(limits));
        return server;
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void aQuietWatcher_isPingedAndStaysOpenPastTheIdleTimeout() throws Exception {
        start(ConnectionLimits.DEFAULTS.withPings(Duration.ofMillis(200), Duration.ofSeconds(1)));
        Api api = new Api(server.port());
        JsonNode created = Watchers.morrisTable(api);
        try (LiveFeed quiet = LiveFeed.watch(server.port(), created.get("id").asText())) {
            assertThat(quiet.next()).isNotNull();
            // Two and a half idle timeouts with nothing to say either way (the client answers pings itself).
            Thread.sleep(2_500);
            assertThat(quiet.closedWith()).isNull();
            Watchers.play(api, created, 1);
            assertThat(Api.JSON.readTree(quiet.next()).get("ply").asInt()).isEqualTo(1);
        }
    }
}
