package org.tabula.web.store;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.io.TempDir;

/** The store on an embedded H2 file, named by an explicit URL (the default of earlier servers). */
class H2TableStoreTest extends TableStoreContract {

    private static final AtomicInteger DATABASES = new AtomicInteger();

    @TempDir
    Path folder;

    @Override
    String freshUrl() {
        return "jdbc:h2:file:" + folder.resolve("db" + DATABASES.incrementAndGet()).toAbsolutePath() + "/tabula";
    }
}
