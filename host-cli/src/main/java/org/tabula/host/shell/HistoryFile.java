package org.tabula.host.shell;

import java.nio.file.Path;
import java.util.Map;
import org.tabula.host.core.HostEnvironment;

/**
 * Where the shell keeps its history: {@code history} in the folder TABULA_DATA names, as serve keeps its database
 * there, or else in {@code ~/.tabula}.
 */
final class HistoryFile {

    /** The variable naming tabula's data folder. */
    static final String DATA_VARIABLE = HostEnvironment.DATA_VARIABLE;

    private HistoryFile() {
    }

    /** The history file for this environment and home folder. */
    static Path of(Map<String, String> environment, String userHome) {
        String data = environment.get(DATA_VARIABLE);
        Path folder = data != null && !data.isBlank() ? Path.of(data) : Path.of(userHome, ".tabula");
        return folder.resolve("history");
    }
}
