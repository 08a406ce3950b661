package org.tabula.host.core;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * What the host learns from the process it runs in: the launcher's folder and the plugins variable.
 *
 * @param home the folder the launcher stands in ({@code -Dtabula.home}); its {@code plugins} folder is the default
 * @param pluginsVariable the value of the {@code TABULA_PLUGINS} environment variable, if set
 */
public record HostEnvironment(Optional<Path> home, Optional<String> pluginsVariable) {

    /** The system property the launcher sets to its own folder. */
    public static final String HOME_PROPERTY = "tabula.home";

    /** The environment variable naming the folder the host keeps its data in (the server's database, the shell's history). */
    public static final String DATA_VARIABLE = "TABULA_DATA";

    /** The environment variable naming more plugins folders. */
    public static final String PLUGINS_VARIABLE = "TABULA_PLUGINS";

    /** Checks the parts. */
    public HostEnvironment {
        Objects.requireNonNull(home, "home");
        Objects.requireNonNull(pluginsVariable, "pluginsVariable");
    }

    /** The environment of this process. */
    public static HostEnvironment fromSystem() {
        return new HostEnvironment(
                nonBlank(System.getProperty(HOME_PROPERTY)).map(Path::of),
                nonBlank(System.getenv(PLUGINS_VARIABLE)));
    }

    /** No launcher folder and no plugins variable: only the class path and {@code --plugins}. */
    public static HostEnvironment none() {
        return new HostEnvironment(Optional.empty(), Optional.empty());
    }

    private static Optional<String> nonBlank(String value) {
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(value);
    }
}
