package org.tabula.web.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The SQLite write-ahead log stays bounded while readers keep reading, as a server's requests do. */
class SqliteLogTest {

    private static final long MIB = 1024 * 1024;

    @TempDir
    Path folder;

    @Test
    void log_underCommitsWithReadersAlwaysReading_staysWithinTwiceItsLimit() throws Exception {
        Path log = folder.resolve("tabula.db-wal");
        AtomicBoolean done = new AtomicBoolean();
        long largest = 0;
        try (TableStore store = Database.open(Database.defaultUrl(folder))) {
            List<String> ids = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                String id = Tables.newId();
                store.create(Tables.table(id));
                ids.add(id);
            }
            // Two readers always reading, overlapping: SQLite's own checkpoints then never reach the log's end.
            List<Thread> readers = new ArrayList<>();
            for (int r = 0; r < 2; r++) {
                Thread reader = new Thread(() -> {
                    while (!done.get()) {
                        store.list(new TableQuery(null, null, null, 20, java.util.Optional.empty()));
                    }
                });
                reader.start();
                readers.add(reader);
            }
            try {
                String text = "x".repeat(12_000);
                for (int version = 0; version < 120; version++) {
                    for (String id : ids) {
                        assertThat(store.commit(id, version, Tables.move(version + 1, text + version))).isTrue();
                        if (Files.exists(log)) {
                            largest = Math.max(largest, Files.size(log));
                        }
                    }
                }
            } finally {
                done.set(true);
                for (Thread reader : readers) {
                    reader.join();
                }
            }
        }
        // Without the checkpoints it reached 74 MiB here (175 MiB at 250 rounds), growing with every commit.
        assertThat(largest / MIB).as("the log's largest size in MiB")
                .isLessThanOrEqualTo(2 * SqliteSettings.LOG_LIMIT_BYTES / MIB);
    }
}
