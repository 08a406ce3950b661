package org.tabula.web.store;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.io.TempDir;

/** The store on an embedded SQLite file, the server's default. */
class SqliteTableStoreTest extends TableStoreContract {

    private static final AtomicInteger DATABASES = new AtomicInteger();

    @TempDir
    Path folder;

    @Override
    String freshUrl() {
        return Database.defaultUrl(folder.resolve("db" + DATABASES.incrementAndGet()));
    }
}
