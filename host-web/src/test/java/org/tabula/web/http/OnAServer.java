package org.tabula.web.http;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.web.ServerSettings;
import org.tabula.web.TabulaServer;
import org.tabula.web.store.Database;

/** A test class whose every test has a fresh server of its own (port 0, a SQLite file) and a client of it. */
abstract class OnAServer {

    @TempDir
    Path dir;

    TabulaServer server;
    Api api;

    /** The settings of each test's server: the defaults, unless a test class needs others. */
    ServerSettings settings() {
        return new ServerSettings(0, Database.defaultUrl(dir), 1, Duration.ofMillis(50));
    }

    @BeforeEach
    void startServer() {
        server = TabulaServer.start(settings());
        api = new Api(server.port());
    }

    @AfterEach
    void stopServer() {
        server.close();
    }
}
