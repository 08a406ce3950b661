package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DataFolderTest {

    @Test
    void theHome_isHome_whenSet_elseJavasUserHome() {
        assertThat(DataFolder.of(Map.of("HOME", "/home/dir"), "/account").historyFile())
                .isEqualTo(Path.of("/home/dir/.tabula/history"));
        assertThat(DataFolder.of(Map.of("HOME", " "), "/account").historyFile())
                .isEqualTo(Path.of("/account/.tabula/history"));
        assertThat(DataFolder.of(Map.of(), "/account").server()).isEqualTo(Path.of("/account/.tabula/server"));
    }

    @Test
    void tabulaData_isUsedAsItIs_forTheServer_andHoldsTheHistory() {
        DataFolder folders = DataFolder.of(Map.of("HOME", "/home/dir", "TABULA_DATA", "/data"), "/account");

        assertThat(folders.server()).isEqualTo(Path.of("/data"));
        assertThat(folders.historyFile()).isEqualTo(Path.of("/data/history"));
    }
}
