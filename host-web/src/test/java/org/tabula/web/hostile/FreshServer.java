package org.tabula.web.hostile;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.web.ConnectionLimits;
import org.tabula.web.ServerSettings;
import org.tabula.web.TableLimits;
import org.tabula.web.TabulaServer;
import org.tabula.web.store.Database;

/** A test class whose tests each start a real server of their own on 127.0.0.1 and a fresh SQLite file. */
abstract class FreshServer {

    @TempDir
    Path dir;

    TabulaServer server;

    /** Starts the server on these limits; it is closed after the test. */
    TabulaServer start(ConnectionLimits connections, TableLimits tables) {
        server = TabulaServer.start(new ServerSettings(0, Database.defaultUrl(dir), 1, Duration.ofMillis(50))
                .withConnections(connections).withTables(tables));
        return server;
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }
}
