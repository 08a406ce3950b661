package org.tabula.web.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/** Which URLs a store opens, and the default one for a folder. */
class DatabaseTest {

    @TempDir
    Path folder;

    @ParameterizedTest
    @NullAndEmptySource
    @ValueSource(strings = {"jdbc:mysql://localhost/tabula", "sqlite:tabula.db", "postgresql://localhost/t",
        "h2:/tmp/tabula", "tabula.mv.db"})
    void open_refusesAUrlOfAnotherKind_sayingWhatItTakes(String url) {
        assertThatThrownBy(() -> Database.open(url)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("jdbc:sqlite:").hasMessageContaining("jdbc:h2:file:")
                .hasMessageContaining("jdbc:postgresql://");
    }

    @Test
    void open_refusal_hidesThePassword() {
        assertThatThrownBy(() -> Database.open("jdbc:mysql://db/t?user=me&password=secret&ssl=true"))
                .hasMessageContaining("password=***&ssl=true").hasMessageNotContaining("secret");
    }

    @Test
    void defaultUrl_makesTheFolder_andTheStoreKeepsTabulaDbInIt_aSqliteFile() throws Exception {
        Path dir = folder.resolve("data/tables");

        String url = Database.defaultUrl(dir);

        assertThat(dir).isDirectory();
        assertThat(url).isEqualTo("jdbc:sqlite:" + dir.toAbsolutePath().resolve("tabula.db"));
        try (TableStore store = Database.open(url)) {
            store.create(Tables.table(Tables.newId()));
        }
        // The 16-byte header every SQLite 3 database file starts with.
        byte[] header = Arrays.copyOf(Files.readAllBytes(dir.resolve("tabula.db")), 16);
        assertThat(new String(header, StandardCharsets.US_ASCII)).isEqualTo("SQLite format 3\0");
        assertThat(dir.resolve("tabula.mv.db")).doesNotExist();
    }

    @Test
    void open_theDefaultUrlBesideAnEarlierH2File_refusesWithASentenceNamingItsUrl_andMakesNothing()
            throws Exception {
        Path dir = folder.resolve("data");
        String h2 = "jdbc:h2:file:" + dir.toAbsolutePath().resolve("tabula");
        String id = Tables.newId();
        try (TableStore earlier = Database.open(h2)) {
            earlier.create(Tables.table(id));
        }

        String url = Database.defaultUrl(dir);

        assertThatThrownBy(() -> Database.open(url)).isInstanceOf(StoreException.class)
                .hasMessageContaining("tabula.mv.db").hasMessageContaining("--db " + h2);
        assertThat(dir.resolve("tabula.db")).doesNotExist();
        try (TableStore again = Database.open(h2)) {
            assertThat(again.find(id)).isPresent();
        }
    }

    @Test
    void open_theDefaultUrlWhereItsSqliteFileIsAlready_opensIt_evenBesideAnH2File() throws Exception {
        Path dir = folder.resolve("both");
        String url = Database.defaultUrl(dir);
        String id = Tables.newId();
        try (TableStore store = Database.open(url)) {
            store.create(Tables.table(id));
        }
        Files.writeString(dir.resolve("tabula.mv.db"), "an earlier server's file, moved here later");

        try (TableStore store = Database.open(url)) {
            assertThat(store.find(id)).isPresent();
        }
    }

    @Test
    void open_anUnreachablePostgresql_throwsStoreException_withoutThePassword() {
        assertThatThrownBy(() -> Database.open("jdbc:postgresql://127.0.0.1:1/none?user=u&password=hush"
                + "&connectTimeout=2")).isInstanceOf(StoreException.class).hasMessageNotContaining("hush");
    }
}
