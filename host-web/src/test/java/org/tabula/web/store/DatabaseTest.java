package org.tabula.web.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
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
    @ValueSource(strings = {"jdbc:mysql://localhost/tabula", "jdbc:sqlite:tabula.db", "postgresql://localhost/t",
        "h2:/tmp/tabula", "tabula.mv.db"})
    void open_refusesAUrlOfAnotherKind_sayingWhatItTakes(String url) {
        assertThatThrownBy(() -> Database.open(url)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("jdbc:h2:file:").hasMessageContaining("jdbc:postgresql://");
    }

    @Test
    void open_refusal_hidesThePassword() {
        assertThatThrownBy(() -> Database.open("jdbc:mysql://db/t?user=me&password=secret&ssl=true"))
                .hasMessageContaining("password=***&ssl=true").hasMessageNotContaining("secret");
    }

    @Test
    void defaultUrl_makesTheFolder_andTheStoreKeepsTabulaMvDbInIt() {
        Path dir = folder.resolve("data/tables");

        String url = Database.defaultUrl(dir);

        assertThat(dir).isDirectory();
        assertThat(url).startsWith("jdbc:h2:file:").contains("WRITE_DELAY=0");
        try (TableStore store = Database.open(url)) {
            store.create(Tables.table(Tables.newId()));
        }
        assertThat(Files.exists(dir.resolve("tabula.mv.db"))).isTrue();
    }

    @Test
    void open_anUnreachablePostgresql_throwsStoreException_withoutThePassword() {
        assertThatThrownBy(() -> Database.open("jdbc:postgresql://127.0.0.1:1/none?user=u&password=hush"
                + "&connectTimeout=2")).isInstanceOf(StoreException.class).hasMessageNotContaining("hush");
    }
}
