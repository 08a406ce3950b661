package org.tabula.web.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the store finds wrong with a SQLite file, at start and under a running server. */
@Tag("faults")
class SqliteFileTest {

    @TempDir
    Path folder;

    @Test
    void open_aZeroByteFile_refusesNamingTheFile_ratherThanStartingEmpty() throws Exception {
        Path file = folder.resolve("tabula.db");
        Files.createFile(file);

        assertThatThrownBy(() -> Database.open("jdbc:sqlite:" + file)).isInstanceOf(StoreException.class)
                .hasMessageContaining(file.toString()).hasMessageContaining("0 bytes");
        assertThat(Files.size(file)).isZero();
    }

    @Test
    void open_aFileThatIsNoSqliteDatabase_refusesNamingTheFile() throws Exception {
        Path file = folder.resolve("tabula.db");
        Files.writeString(file, "a shopping list, not a database\n".repeat(200));

        assertThatThrownBy(() -> Database.open("jdbc:sqlite:" + file)).isInstanceOf(StoreException.class)
                .hasMessageContaining(file.toString()).hasMessageContaining("not a SQLite database");
    }

    @Test
    void open_anotherApplicationsSqliteFile_refusesToAddTabulasTablesToIt() throws Exception {
        Path file = folder.resolve("tabula.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE invoice (id INTEGER PRIMARY KEY, total REAL)");
        }

        assertThatThrownBy(() -> Database.open("jdbc:sqlite:" + file)).isInstanceOf(StoreException.class)
                .hasMessageContaining(file.toString()).hasMessageContaining("no Tabula tables")
                .hasMessageContaining("invoice");
    }

    @Test
    void open_anEmptySqliteDatabase_takesItAsNew() throws Exception {
        Path file = folder.resolve("tabula.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
            s.execute("PRAGMA user_version = 0");
        }

        try (TableStore store = Database.open("jdbc:sqlite:" + file)) {
            store.create(Tables.table(Tables.newId()));
        }
    }

    @Test
    void open_aFileWithADamagedPageInTheMiddle_refusesNamingTheFile() throws Exception {
        String url = Database.defaultUrl(folder);
        Path file = folder.resolve("tabula.db");
        try (TableStore store = Database.open(url)) {
            for (int i = 0; i < 300; i++) {
                String id = Tables.newId();
                store.create(Tables.table(id));
                store.commit(id, 0, Tables.move(1, "d2 " + "x".repeat(i * 7)));
            }
        }
        // The last connection's close checkpointed the log into the file: the tables are all in it.
        long pages = Files.size(file) / 4096;
        assertThat(pages).isGreaterThan(50);
        try (RandomAccessFile raw = new RandomAccessFile(file.toFile(), "rw")) {
            byte[] garbage = new byte[4096 * 3];
            Arrays.fill(garbage, (byte) 0xA5);
            raw.seek(4096 * (pages / 2));
            raw.write(garbage);
        }

        assertThatThrownBy(() -> Database.open(url)).isInstanceOf(StoreException.class)
                .hasMessageContaining(file.toString()).hasMessageContaining("damaged");
    }

    @Test
    void writes_afterTheDataFolderIsDeleted_areRefused_readsStillAnswer() throws Exception {
        Path dir = folder.resolve("data");
        String id = Tables.newId();
        try (TableStore store = Database.open(Database.defaultUrl(dir))) {
            store.create(Tables.table(id));
            assertThat(store.commit(id, 0, Tables.move(1, "d2"))).isTrue();

            deleteTree(dir);

            assertThatThrownBy(() -> store.commit(id, 1, Tables.move(2, "d6")))
                    .isInstanceOf(StoreException.class).hasMessageContaining(dir.resolve("tabula.db").toString());
            assertThatThrownBy(() -> store.create(Tables.table(Tables.newId())))
                    .isInstanceOf(StoreException.class);
            assertThat(store.find(id)).isPresent();
        }
    }

    @Test
    void writes_afterTheFileIsReplacedByAnother_areRefused() throws Exception {
        Path dir = folder.resolve("data");
        String url = Database.defaultUrl(dir);
        String id = Tables.newId();
        try (TableStore store = Database.open(url)) {
            store.create(Tables.table(id));
            Path file = dir.resolve("tabula.db");
            Path moved = folder.resolve("moved.db");
            Files.move(file, moved);
            Files.copy(moved, file);

            assertThatThrownBy(() -> store.commit(id, 0, Tables.move(1, "d2"))).isInstanceOf(StoreException.class)
                    .hasMessageContaining(file.toString());
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
