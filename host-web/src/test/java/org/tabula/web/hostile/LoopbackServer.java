package org.tabula.web.hostile;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.web.ServerSettings;
import org.tabula.web.TableLimits;
import org.tabula.web.TabulaServer;
import org.tabula.web.store.Database;

/** A test class's one real server, on the loopback address and a fresh SQLite file, and a raw client of it. */
abstract class LoopbackServer {

    @TempDir
    static Path dir;

    static TabulaServer server;
    static RawHttp http;

    @BeforeAll
    static void start() {
        server = TabulaServer.start(new ServerSettings(0, Database.defaultUrl(dir), 1, Duration.ofMillis(50))
                // Its requests come as fast as it sends them, from one address.
                .withTables(TableLimits.DEFAULT.withRates(100_000, 100_000)));
        http = new RawHttp(server.port());
    }

    @AfterAll
    static void stop() {
        server.close();
    }
}
