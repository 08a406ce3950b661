package org.tabula.host.command;

import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.tabula.host.core.HostEnvironment;

/**
 * Where tabula keeps what it writes for a person, the server's database and the shell's history: the folder
 * {@code TABULA_DATA} names, or else {@code .tabula} in the home folder ({@code $HOME}).
 *
 * @param named the folder {@code TABULA_DATA} names, if set
 * @param home the home folder
 */
public record DataFolder(Optional<Path> named, Path home) {

    /** Checks the parts. */
    public DataFolder {
        Objects.requireNonNull(named, "named");
        Objects.requireNonNull(home, "home");
    }

    /**
     * The folders for this environment and Java's {@code user.home}. The home is {@code $HOME} when set, as a
     * shell's {@code ~} is (and so {@code HOME=DIR tabula serve} keeps its data in DIR), and {@code user.home},
     * which Java takes from the account, only when it is not.
     */
    public static DataFolder of(Map<String, String> environment, String userHome) {
        return new DataFolder(nonBlank(environment.get(HostEnvironment.DATA_VARIABLE)).map(Path::of),
                Path.of(nonBlank(environment.get("HOME")).orElse(userHome)));
    }

    private static Optional<String> nonBlank(String value) {
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(value);
    }

    /** The folders of this process. */
    public static DataFolder ofSystem() {
        return of(System.getenv(), System.getProperty("user.home"));
    }

    /** The folder of the server's database: {@code TABULA_DATA} itself, or {@code ~/.tabula/server}. */
    public Path server() {
        return named.orElse(home.resolve(".tabula").resolve("server"));
    }

    /** The shell's history file: {@code history} in {@code TABULA_DATA}, or {@code ~/.tabula/history}. */
    public Path historyFile() {
        return named.orElse(home.resolve(".tabula")).resolve("history");
    }
}
